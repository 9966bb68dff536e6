#!/usr/bin/env python3
"""Writes a synthetic storyboard for navviz import's benchmark and tests.

Usage: generate-bench-storyboard.py SCENES VIEWS_PER_SCENE OUT.storyboard [--one-line]

A tab bar controller with four navigation controllers; the other scenes hang off their
roots by show, presentation, popover and embed segues, and a few lead back (cycles).
Each scene holds VIEWS_PER_SCENE labels with constraints, as Interface Builder writes
them, so the file has a real storyboard's size (about 12 KB a scene at 20 views).
--one-line writes the same document on one line, as a generator or a minifier could
(issue 45: finding each element's place took time squared in the line's length).
"""
import sys

scenes, views, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
lines = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" '
         'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
         'useSafeAreas="YES" colorMatched="YES" initialViewController="tab-root">',
         '    <scenes>']


def scene(element, identifier, attributes, segues):
    lines.append('        <scene sceneID="scene-%s">' % identifier)
    lines.append('            <objects>')
    lines.append('                <%s id="%s" %s sceneMemberID="viewController">' % (element, identifier, attributes))
    if element in ("viewController", "tableViewController"):
        lines.append('                    <view key="view" contentMode="scaleToFill" id="view-%s">' % identifier)
        lines.append('                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>')
        lines.append('                        <subviews>')
        for index in range(views):
            lines.append('                            <label opaque="NO" text="Label %d" textAlignment="natural" lineBreakMode="tailTruncation" '
                         'translatesAutoresizingMaskIntoConstraints="NO" id="label-%s-%d">' % (index, identifier, index))
            lines.append('                                <rect key="frame" x="16" y="%d" width="361" height="21"/>' % (100 + 30 * index))
            lines.append('                                <fontDescription key="fontDescription" type="system" pointSize="17"/>')
            lines.append('                                <nil key="textColor"/>')
            lines.append('                                <nil key="highlightedColor"/>')
            lines.append('                            </label>')
        lines.append('                        </subviews>')
        lines.append('                        <viewLayoutGuide key="safeArea" id="guide-%s"/>' % identifier)
        lines.append('                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>')
        lines.append('                        <constraints>')
        for index in range(views):
            lines.append('                            <constraint firstItem="label-%s-%d" firstAttribute="leading" secondItem="guide-%s" '
                         'secondAttribute="leading" constant="16" id="constraint-%s-%d"/>' % (identifier, index, identifier, identifier, index))
        lines.append('                        </constraints>')
        lines.append('                    </view>')
    lines.append('                    <connections>')
    lines.extend('                        ' + segue for segue in segues)
    lines.append('                    </connections>')
    lines.append('                </%s>' % element)
    lines.append('                <placeholder placeholderIdentifier="IBFirstResponder" id="responder-%s" sceneMemberID="firstResponder"/>' % identifier)
    lines.append('            </objects>')
    lines.append('            <point key="canvasLocation" x="%d" y="0"/>' % (len(lines) % 5000))
    lines.append('        </scene>')


tabs = 4
scene("tabBarController", "tab-root", 'customClass="RootTabBarController"',
      ['<segue destination="nav-%d" kind="relationship" relationship="viewControllers" id="rel-tab-%d"/>' % (tab, tab) for tab in range(tabs)])
for tab in range(tabs):
    scene("navigationController", "nav-%d" % tab, "",
          ['<segue destination="vc-%d" kind="relationship" relationship="rootViewController" id="rel-root-%d"/>' % (tab, tab)])
kinds = ['kind="show"', 'kind="presentation" modalPresentationStyle="formSheet"', 'kind="popoverPresentation"', 'kind="show"', 'kind="embed"']
plain = scenes - 1 - tabs
for index in range(plain):
    segues = []
    # Scene i leads to scenes 2i+4 and 2i+5 (a tree under the four roots), one kind each.
    for child in (2 * index + tabs, 2 * index + tabs + 1):
        if child < plain:
            segues.append('<segue destination="vc-%d" %s identifier="segue%d" id="segue-%d-%d"/>' % (child, kinds[child % len(kinds)], child, index, child))
    if index % 7 == 6:
        segues.append('<segue destination="vc-%d" kind="show" identifier="back%d" id="cycle-%d"/>' % (index // 2, index, index))
    scene("tableViewController" if index % 3 == 0 else "viewController", "vc-%d" % index,
          'storyboardIdentifier="Screen%d" customClass="Screen%dViewController"' % (index, index), segues)
lines.append('    </scenes>')
lines.append('</document>')
one_line = "--one-line" in sys.argv[4:]
with open(out, "w") as file:
    file.write("".join(line.strip() for line in lines) if one_line else "\n".join(lines) + "\n")
