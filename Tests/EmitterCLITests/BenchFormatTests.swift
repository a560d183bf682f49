import Testing

@testable import EmitterBench

@Suite("Benchmark number formatting")
struct BenchFormatTests {
  @Test("two decimals, the sign kept below zero (a faster path's overhead is negative)")
  func twoDecimals() {
    #expect(SceneBenchmark.format(1.54) == "1.54")
    #expect(SceneBenchmark.format(0.05) == "0.05")
    #expect(SceneBenchmark.format(-0.77) == "-0.77")
    #expect(SceneBenchmark.format(-12.3) == "-12.30")
    #expect(SceneBenchmark.format(-0.001) == "0.00")
    #expect(SceneBenchmark.format(.nan) == "-")
  }
}
