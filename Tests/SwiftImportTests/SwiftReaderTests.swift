import NavCodeFacts
import NavSwiftReader
import Testing
