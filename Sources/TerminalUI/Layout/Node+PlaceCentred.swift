extension Node {
    /// Places the node at the size it wants within `room` (as much of it as fits), centred in
    /// it, as a window's pane holds its view.
    func placeCentred(in room: Rect) {
        let fitted = sizeThatFits(ProposedSize(room.size))
        let size = Size(width: min(fitted.width, room.width), height: min(fitted.height, room.height))
        place(
            in: Rect(
                origin: Point(
                    x: room.minX + (room.width - size.width) / 2, y: room.minY + (room.height - size.height) / 2),
                size: size))
    }
}
