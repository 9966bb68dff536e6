// swift-tools-version: 5.9

import PackageDescription

let package = Package(
    name: "Checkout",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Checkout", targets: ["Checkout"]),
    ],
    dependencies: [
        .package(path: "../Catalog"),
    ],
    targets: [
        .target(
            name: "Checkout",
            dependencies: [
                .product(name: "Catalog", package: "Catalog"),
            ]
        ),
    ]
)
