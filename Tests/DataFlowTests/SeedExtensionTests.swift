import DataFlow
import Testing

// The custom-binding article's extension, declared in app code exactly as it writes it.
// It shadows DataFlow's own `init(ifNotNil:)` and must compile and behave the same.
extension Binding where Value == Bool {

    // T - xohlagan tip (String, Int, va hokazo)
    init<T>(ifNotNil value: Binding<T?>) {
        self.init {
            // GET: Agar qiymat nil bo'lmasa, true qaytaramiz
            return value.wrappedValue != nil
        } set: { newValue in
            // SET: Agar Alert yopilib, qiymat false bo'lsa, asli qiymatni nil qilamiz
            if newValue == false {
                value.wrappedValue = nil
            }
        }
    }
}

@Suite("The article's own ifNotNil extension")
struct SeedExtensionTests {
    @Test func theArticlesExtensionCompilesAndBehavesAsOurs() {
        var errorTitle: String? = nil
        let isPresented = Binding(ifNotNil: Binding(get: { errorTitle }, set: { errorTitle = $0 }))
        #expect(!isPresented.wrappedValue)
        errorTitle = "Internet yo'q!"
        #expect(isPresented.wrappedValue)
        isPresented.wrappedValue = true
        #expect(errorTitle == "Internet yo'q!")
        isPresented.wrappedValue = false
        #expect(errorTitle == nil)
    }
}
