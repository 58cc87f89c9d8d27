/// A run of a lazy grid's content: cells that flow into lines under the grid's tracks, or a
/// view across them (a section's header or footer), as SwiftUI's grids lay sections out.
enum GridPart<Cell> {
    case cells([Cell])
    case across(Node)

    /// The parts of a grid whose content is `nodes`: a section's header and footer are views
    /// across the grid, and its cells start a run of their own; a transparent node's children
    /// stand in its place. `whole` takes a node as a cell as it is (a lazy `ForEach`, whose
    /// views are built as they show) before the node is looked into; the other views are
    /// `single` cells.
    @MainActor
    static func parts(of nodes: [Node], whole: (Node) -> Cell?, single: (Node) -> Cell) -> [GridPart] {
        var parts: [GridPart] = []
        var run: [Cell] = []
        func endRun() {
            if !run.isEmpty { parts.append(.cells(run)) }
            run = []
        }
        func walk(_ nodes: [Node]) {
            for node in nodes where node.isShown && !node.isOverlay {
                if let cell = whole(node) {
                    run.append(cell)
                } else if let section = node.behavior.sectionParts {
                    endRun()
                    if let header = section.header { parts.append(.across(header)) }
                    if let content = section.content { walk([content]) }
                    endRun()
                    if let footer = section.footer { parts.append(.across(footer)) }
                } else if node.behavior.isTransparent {
                    walk(node.children)
                } else {
                    run.append(single(node))
                }
            }
        }
        walk(nodes)
        endRun()
        return parts
    }
}
