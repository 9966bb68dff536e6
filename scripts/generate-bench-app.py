#!/usr/bin/env python3
"""Writes a synthetic UIKit app for navviz import's benchmark: FILES Swift files of about
4 KB each, as an app's view controllers are written.

Usage: generate-bench-app.py FILES OUT_FOLDER

A scene delegate sets a tab bar controller of five navigation controllers as the root;
every other view controller is reached from one before it (three children each): pushed,
presented in a navigation controller as a sheet, or shown, and each has an alert, a way
back, and the table view, layout and formatting code a real screen has around them.
"""
import os
import sys

files, out = int(sys.argv[1]), sys.argv[2]
screens = files - 1
os.makedirs(os.path.join(out, "Screens"), exist_ok=True)
tabs = min(5, screens)


def name(index):
    return "Screen%03dViewController" % index


with open(os.path.join(out, "SceneDelegate.swift"), "w") as scene:
    roots = ", ".join("UINavigationController(rootViewController: %s())" % name(i) for i in range(tabs))
    scene.write("""import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        tabs.viewControllers = [%s]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
""" % roots)

for index in range(screens):
    children = [child for child in range(tabs + 3 * index, tabs + 3 * index + 3) if child < screens]
    actions = []
    for number, child in enumerate(children):
        if number == 0:
            body = "let next = %s(item: items[indexPath.row])\n        navigationController?.pushViewController(next, animated: true)" % name(child)
        elif number == 1:
            body = ("let sheet = UINavigationController(rootViewController: %s(item: nil))\n"
                    "        sheet.modalPresentationStyle = .formSheet\n        present(sheet, animated: true)") % name(child)
        else:
            body = "show(%s(item: selectedItem), sender: self)" % name(child)
        actions.append("""
    @objc func open%d(_ indexPath: IndexPath) {
        %s
    }
""" % (child, body))
    with open(os.path.join(out, "Screens", name(index) + ".swift"), "w") as source:
        source.write("""import UIKit

/// Screen %(index)d of the benchmark app.
final class %(name)s: UITableViewController {
    private var items: [String] = (0..<20).map { "Item \\($0)" }
    private var selectedItem: String?
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()
    private let headerLabel = UILabel()
    private let footerLabel = UILabel()

    init(item: String?) {
        selectedItem = item
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Screen %(index)d"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        headerLabel.font = .preferredFont(forTextStyle: .headline)
        headerLabel.text = selectedItem ?? formatter.string(from: Date())
        footerLabel.font = .preferredFont(forTextStyle: .footnote)
        footerLabel.textColor = .secondaryLabel
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(confirmDelete))
        layoutHeader()
    }

    private func layoutHeader() {
        let stack = UIStackView(arrangedSubviews: [headerLabel, footerLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        header.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        tableView.tableHeaderView = header
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(indexPath.row * 3600)))
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
%(actions)s
    @objc private func confirmDelete() {
        let alert = UIAlertController(title: "Delete all items?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.items.removeAll()
            self?.tableView.reloadData()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    @objc private func close() {
        if presentingViewController != nil {
            dismiss(animated: true)
        } else {
            navigationController?.popViewController(animated: true)
        }
    }
}
""" % {"index": index, "name": name(index), "actions": "".join(actions)})
