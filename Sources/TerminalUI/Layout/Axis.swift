/// The two directions views are stacked in.
public enum Axis: Sendable {
    case horizontal, vertical

    /// The length of `size` along this axis.
    func length(of size: Size) -> Int {
        self == .vertical ? size.height : size.width
    }

    /// The length of `size` across this axis.
    func crossLength(of size: Size) -> Int {
        self == .vertical ? size.width : size.height
    }

    /// A size with `length` along this axis and `cross` across it.
    func size(length: Int, cross: Int) -> Size {
        self == .vertical ? Size(width: cross, height: length) : Size(width: length, height: cross)
    }

    /// A proposal with `length` along this axis and `cross` across it.
    func proposal(length: Int?, cross: Int?) -> ProposedSize {
        self == .vertical ? ProposedSize(width: cross, height: length) : ProposedSize(width: length, height: cross)
    }

    /// The proposed length along this axis.
    func length(of proposal: ProposedSize) -> Int? {
        self == .vertical ? proposal.height : proposal.width
    }

    /// The proposed length across this axis.
    func crossLength(of proposal: ProposedSize) -> Int? {
        self == .vertical ? proposal.width : proposal.height
    }
}
