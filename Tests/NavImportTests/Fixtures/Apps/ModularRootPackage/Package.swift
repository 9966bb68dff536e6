// swift-tools-version: 5.9

import PackageDescription

let package = Package(
    name: "ModularRootPackage",
    platforms: [
        .iOS(.v17),
    ],
    products: [
        .library(name: "AppFeature", targets: ["AppFeature"]),
        .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
    ],
    targets: [
        .target(name: "Models"),
        .target(
            name: "SettingsFeature",
            dependencies: ["Models"]
        ),
        .target(
            name: "AppFeature",
            dependencies: ["Models", "SettingsFeature"]
        ),
        .testTarget(
            name: "AppFeatureTests",
            dependencies: ["AppFeature", "Models"]
        ),
    ]
)
