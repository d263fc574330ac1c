print("tableshot")
