print("smartmodeler: coming with its issue")
