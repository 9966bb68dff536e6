/// What a framework's calls and types mean, on the evaluator that runs the code they
/// are met in (`UIKitSemantics`, `SwiftUILowering`): the app's code, its objects, what
/// ran, the mode it runs in and where navigation on screen goes are the evaluator's.
protocol FrameworkSemantics: AnyObject {
    var evaluator: CodeEvaluator { get }
}

extension FrameworkSemantics {
    var code: AppCode { evaluator.code }
    var heap: CodeHeap { evaluator.heap }
    var record: RunRecord { evaluator.record }
    var mode: CodeEvaluator.Mode { evaluator.mode }
    var navigator: CodeNavigator? { evaluator.navigator }
}
