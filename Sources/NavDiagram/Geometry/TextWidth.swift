/// How wide a line of text is in the font navviz's SVG names (`font-family="Helvetica,sans-Serif"`),
/// for the boxes navviz sizes itself: per character, the wider of Adobe's Helvetica (which
/// Arial and Liberation Sans match: what macOS, Windows and most Linux browsers draw) and
/// DejaVu Sans (what a Linux system with no other font draws, and what Graphviz measures
/// there), so the text fits its box wherever it is read.
enum TextWidth {
    /// The width of `text` in points at `fontSize`.
    static func of(_ text: String, fontSize: Double, bold: Bool) -> Double {
        let widths = bold ? boldWidths : regularWidths
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value >= 32 && value < 127 {
                thousandths += widths[value - 32]
            } else if value < 0x2000 {
                // Latin letters with accents, the middle dot and the like: a wide letter.
                thousandths += bold ? 720 : 640
            } else {
                // Dashes, ellipses, arrows, symbols (✖ ⚠ ℹ ▲) and wide scripts: a whole em.
                thousandths += 1000
            }
        }
        return Double(thousandths) * fontSize / 1000
    }

    /// The printable ASCII characters, space to tilde, in thousandths of an em.
    private static let regularWidths: [Int] = [
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
        636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 556,
        1015, 684, 686, 722, 770, 667, 611, 778, 752, 295, 500, 667, 557, 863, 748, 787,
        667, 787, 722, 667, 611, 732, 684, 989, 685, 667, 685, 390, 337, 390, 838, 556,
        500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
        635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
    ]

    /// The same characters in bold (Helvetica-Bold, DejaVu Sans Bold).
    private static let boldWidths: [Int] = [
        348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365,
        696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 611,
        1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 556, 775, 637, 995, 837, 850,
        733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 556,
        500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
        716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
    ]
}
