import TerminalUICore
import Testing

// The custom-binding article's views, written as it writes them (the three versions of its
// CustomBindingBootcamp get a number each, so they can live side by side).

struct CustomBindingBootcamp1: View {
    @State private var title: String = "Boshlanish"

    var body: some View {
        VStack {
            Text(title)

            // Qo'lda Binding yaratish
            let customBinding = Binding(
                get: {
                    return title  // Joriy qiymatni qaytaramiz
                },
                set: { newValue in
                    title = newValue  // Yangi qiymat kelsa, title ni yangilaymiz
                }
            )

            ChildView(title: customBinding)
        }
    }
}

struct ChildView: View {
    @Binding var title: String

    var body: some View {
        Button("O'zgartirish") {
            title = "Yangi sarlavha"
        }
    }
}

struct CustomBindingBootcamp2: View {
    @State private var errorTitle: String? = nil
    @State private var showError: Bool = false

    var body: some View {
        // Alertni chiqarish uchun
        Button("Xato yuz berdi") {
            errorTitle = "Internet yo'q!"
            showError = true  // Doim 2 ta o'zgaruvchini tengdaniga o'zgartirish kerak!
        }
        .alert(errorTitle ?? "Xatolik", isPresented: $showError) {
            Button("OK") {}
        }
    }
}

struct CustomBindingBootcamp3: View {
    // Endi bizga faqat bitta o'zgaruvchi kerak!
    @State private var errorTitle: String? = nil

    var body: some View {
        Button("Xato yuz berdi") {
            // Faqat xato matnini beramiz, qolgani avtomatik ishlaydi
            errorTitle = "Internet yo'q!"
        }
        .alert(
            errorTitle ?? "Xatolik",
            isPresented: Binding(ifNotNil: $errorTitle)
        ) {  // Maxsus binding'ni ishlatamiz
            Button("OK") {}
        }
    }
}

@Suite("The custom-binding article's views")
@MainActor
struct CustomBindingArticleTests {
    @Test func aHandMadeBindingLetsTheChildChangeTheParentsTitle() {
        let host = TestHost(CustomBindingBootcamp1(), width: 40, height: 5)
        #expect(host.screen[0].contains("Boshlanish"))
        host.press(.return)
        #expect(host.screen[0].contains("Yangi sarlavha"))
        #expect(!host.screen.joined().contains("Boshlanish"))
    }

    @Test func theTwoStateVersionShowsTheAlertAndResetsTheFlag() {
        let host = TestHost(CustomBindingBootcamp2(), width: 50, height: 12)
        host.press(.return)
        #expect(host.screenText.contains("Internet yo'q!"))
        host.press(.return)
        #expect(!host.screenText.contains("Internet yo'q!"))
        host.press(.return)
        #expect(host.screenText.contains("Internet yo'q!"), "the alert can show again")
    }

    @Test func theIfNotNilVersionShowsTheAlertFromOneOptionalAndClearsIt() {
        let host = TestHost(CustomBindingBootcamp3(), width: 50, height: 12)
        #expect(!host.screenText.contains("Internet"))
        host.press(.return)
        #expect(host.screenText.contains("Internet yo'q!"))
        #expect(host.screenText.contains("[ OK ]"))
        host.press(.return)
        #expect(!host.screenText.contains("Internet yo'q!"), "OK set the optional back to nil")
        #expect(host.screenText.contains("[ Xato yuz berdi ]"))
        host.press(.return)
        #expect(host.screenText.contains("Internet yo'q!"), "and it can show again")
    }
}
