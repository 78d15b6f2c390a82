// Generated code and apps import only StateSpecRuntime; the words it shares with the compiler
// (FeedbackLevel, FeedbackPresentation, LoadingStyle …) come with it.
@_exported import StateSpecVocabulary
