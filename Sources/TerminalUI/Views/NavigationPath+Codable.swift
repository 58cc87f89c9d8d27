import Foundation

extension NavigationPath {
    /// A navigation path in a form `Codable` can write and read back, as SwiftUI's
    /// `NavigationPath.CodableRepresentation`: each value is kept with the name of its type (so a
    /// private or local type, whose name cannot be looked up, is not read back).
    public struct CodableRepresentation: Codable, Equatable {
        var elements: [AnyHashable]

        /// Reads the values back, each as the type it was written from.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(name) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no Decodable and Hashable type named \(name)")
                }
                elements.append(try Self.decode(type, from: Data(json.utf8)))
            }
            self.elements = elements
        }

        /// Writes each value as its type's name, then the value as JSON text.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable else {
                    throw EncodingError.invalidValue(
                        element.base, .init(codingPath: encoder.codingPath, debugDescription: "not Encodable"))
                }
                try container.encode(_mangledTypeName(type(of: element.base)) ?? "")
                try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// The path in a form `Codable` can write, or nil when a value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        let codable = elements.allSatisfy { $0.base is any Encodable && type(of: $0.base) is any Decodable.Type }
        return codable ? CodableRepresentation(elements: elements) : nil
    }

    /// A path of the values `codable` holds.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}
