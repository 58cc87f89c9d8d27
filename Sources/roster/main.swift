print("roster")
