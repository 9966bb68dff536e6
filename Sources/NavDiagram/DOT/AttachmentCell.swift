import NavLanguage

/// One cell under a box's name (`NodeLabel`): the badge that counts the alerts the box
/// presents, square like a dialog (R53), or the dashed chip of a system view controller it
/// presents (`SceneAttachment`), as one look of the box draws it. Every look of a box has
/// the same cells, so that the box keeps its size from frame to frame.
struct AttachmentCell: Equatable {
    enum Shape { case badge, chip }

    /// How a frame draws the cell.
    enum Emphasis {
        /// Not on screen in this frame, or the map's look.
        case normal
        /// On screen in this frame.
        case shown
        /// On screen, and the getTopVC result (R31).
        case top
        /// Presented by this step.
        case added
        /// Dismissed by this step, or on a box this step removed.
        case removed
        /// On a box that is not on screen (R32).
        case subdued
    }

    var shape: Shape
    var text: String
    var emphasis: Emphasis

    /// The cells of a box with `attachments`: the alerts' badge first ("⚠ 2 alerts"), then a
    /// chip per system view controller; the one `shown` in its emphasis (the caption names
    /// it). For the layout, in bold as a frame may draw it. `box` is how the box itself is
    /// drawn: a ghost's cells are ghosts, an off-screen box's subdued.
    static func cells(
        of attachments: [SceneAttachment], shown: ElementLook.AttachedLook?, forLayout: Bool, box: Emphasis = .normal
    ) -> [AttachmentCell] {
        func emphasis(of names: [String]) -> Emphasis {
            if forLayout { return .shown }
            if box == .removed { return .removed }
            guard let shown, names.contains(shown.name) else { return box }
            switch shown.state {
            case .removed: return .removed
            case .added: return shown.isTop ? .top : .added
            case .present, .absent: return shown.isTop ? .top : .shown
            }
        }
        var cells: [AttachmentCell] = []
        let alerts = attachments.filter(\.isAlert)
        if !alerts.isEmpty {
            cells.append(AttachmentCell(shape: .badge, text: "⚠ " + Quantity.of(alerts.count, "alert"), emphasis: emphasis(of: alerts.map(\.name))))
        }
        for attachment in attachments where !attachment.isAlert {
            cells.append(AttachmentCell(shape: .chip, text: attachment.chipText, emphasis: emphasis(of: [attachment.name])))
        }
        return cells
    }

    /// The cells of a box in a diff map (`DiffDiagram`): NEW's attachments, those OLD had not
    /// `added`; the badge counts NEW's alerts and says how many came and went; a chip OLD had
    /// and NEW has not stays, `removed`.
    static func changes(from old: [SceneAttachment], to new: [SceneAttachment]) -> [AttachmentCell] {
        let (oldNames, newNames) = (Set(old.map(\.name)), Set(new.map(\.name)))
        var cells: [AttachmentCell] = []
        let (oldAlerts, newAlerts) = (old.filter(\.isAlert), new.filter(\.isAlert))
        if !oldAlerts.isEmpty || !newAlerts.isEmpty {
            let added = newAlerts.filter { !oldNames.contains($0.name) }.count
            let removed = oldAlerts.filter { !newNames.contains($0.name) }.count
            let change = [added > 0 ? "+\(added)" : nil, removed > 0 ? "−\(removed)" : nil].compactMap { $0 }.joined(separator: " ")
            let text = "⚠ " + Quantity.of(newAlerts.count, "alert") + (change.isEmpty ? "" : " (\(change))")
            cells.append(AttachmentCell(shape: .badge, text: text, emphasis: added > 0 ? .added : removed > 0 ? .removed : .normal))
        }
        for attachment in new where !attachment.isAlert {
            cells.append(AttachmentCell(shape: .chip, text: attachment.chipText, emphasis: oldNames.contains(attachment.name) ? .normal : .added))
        }
        for attachment in old where !attachment.isAlert && !newNames.contains(attachment.name) {
            cells.append(AttachmentCell(shape: .chip, text: attachment.chipText, emphasis: .removed))
        }
        return cells
    }

    /// The cell as a `<TD>` of an HTML-like label, in `palette`'s colours.
    func html(palette: Palette) -> String {
        let colour =
            switch emphasis {
            case .normal, .shown: shape == .badge ? palette.warning : palette.presentedLine
            case .top: palette.top
            case .added: palette.added
            case .removed: palette.ghostText
            case .subdued: palette.subduedText
            }
        let style =
            switch (shape, emphasis) {
            case (.badge, .removed): " STYLE=\"dashed\""
            case (.badge, _): ""
            case (.chip, .removed): " STYLE=\"rounded,dotted\""
            case (.chip, _): " STYLE=\"rounded,dashed\""
            }
        let background = emphasis == .removed ? palette.ghostFill : palette.canvas
        let bold = emphasis == .shown || emphasis == .top || emphasis == .added
        let text = DOTEscaping.html(text)
        return "<TD BORDER=\"1\"\(style) COLOR=\"\(colour)\" BGCOLOR=\"\(background)\">"
            + "<FONT POINT-SIZE=\"\(Int(NodeLabel.attachmentFontSize))\" COLOR=\"\(colour)\">\(bold ? "<B>\(text)</B>" : text)</FONT></TD>"
    }
}
