import TerminalUI
import Testing

// A login form: @FocusState over an enum moves focus from code (Return in the user field goes to
// the password, a failed login goes back to the user field), a SecureField, and an alert.

private struct LoginView: View {
    enum Field: Hashable {
        case user, password
    }

    @State private var user = ""
    @State private var password = ""
    @State private var failed = false
    @State private var signedIn: String?
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading) {
            if let signedIn {
                Text("Welcome, \(signedIn)")
            }
            TextField("User", text: $user)
                .focused($focus, equals: .user)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit(signIn)
            Button("Sign in", action: signIn)
                .disabled(user.isEmpty || password.isEmpty)
        }
        .alert("Wrong password", isPresented: $failed) {
            Button("OK") { focus = .user }
        }
    }

    private func signIn() {
        if password == "opensesame" {
            signedIn = user
        } else {
            password = ""
            failed = true
        }
    }
}

@Suite("A login form with focus moves")
@MainActor
struct LoginFormTests {
    @Test func returnMovesFromUserToPasswordAndSignsIn() {
        let host = TestHost(LoginView(), width: 40, height: 8)
        host.type("ann")
        host.press(.return)
        #expect(host.cursor?.y == 1)
        host.type("opensesame")
        #expect(host.screen[1] == "••••••••••")
        host.press(.return)
        #expect(host.screen[0] == "Welcome, ann")
    }

    @Test func aWrongPasswordShowsAnAlertAndOKMovesFocusBackToTheUser() {
        let host = TestHost(LoginView(), width: 40, height: 8)
        host.type("bob")
        host.press(.return)
        host.type("guess")
        host.press(.return)
        #expect(host.screenText.contains("Wrong password"))
        host.press(.return)
        #expect(!host.screenText.contains("Wrong password"))
        #expect(host.cursor?.y == 0)
        #expect(host.focusProblem == nil)
    }
}
