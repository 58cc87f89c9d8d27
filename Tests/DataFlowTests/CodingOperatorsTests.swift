import DataFlow
import Foundation
import Testing

private struct Item: Codable, Equatable {
    let id: Int
    let name: String
}

@Suite("decode and encode")
struct CodingOperatorsTests {
    @Test func decodeSendsTheDecodedValuesAndFinishes() {
        let json = [Data(#"[{"id":1,"name":"a"},{"id":2,"name":"b"}]"#.utf8), Data("[]".utf8)]
        let results = Received(json.publisher.decode(type: [Item].self, decoder: JSONDecoder()))
        #expect(results.values == [[Item(id: 1, name: "a"), Item(id: 2, name: "b")], []])
        #expect(results.isFinished)
    }

    @Test func decodeFailsWithTheDecodersErrorAndSendsNothingAfter() {
        let subject = PassthroughSubject<Data, Never>()
        let results = Received(subject.decode(type: Item.self, decoder: JSONDecoder()))
        subject.send(Data(#"{"id":1,"name":"a"}"#.utf8))
        subject.send(Data(#"{"id":"one"}"#.utf8))
        subject.send(Data(#"{"id":2,"name":"b"}"#.utf8))
        #expect(results.values == [Item(id: 1, name: "a")])
        #expect(results.failure is DecodingError)
    }

    @Test func decodePassesTheUpstreamsFailureOn() {
        let results = Received(
            Fail<Data, TestError>(error: TestError(code: 1)).decode(type: Item.self, decoder: JSONDecoder()))
        #expect(results.failure as? TestError == TestError(code: 1))
    }

    @Test func encodeSendsTheEncodedValuesWhichDecodeBack() {
        let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        let results = Received(
            items.publisher.encode(encoder: JSONEncoder()).decode(type: Item.self, decoder: JSONDecoder()))
        #expect(results.values == items)
        #expect(results.isFinished)

        let propertyList = Received(
            Just(items).encode(encoder: PropertyListEncoder()).decode(type: [Item].self, decoder: PropertyListDecoder())
        )
        #expect(propertyList.values == [items])
        #expect(propertyList.isFinished)
    }

    @Test func encodeFailsWithTheEncodersError() {
        let results = Received(Just(Double.nan).encode(encoder: JSONEncoder()))
        #expect(results.values.isEmpty)
        #expect(results.failure is EncodingError)
    }
}
