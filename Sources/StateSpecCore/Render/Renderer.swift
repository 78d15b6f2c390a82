import Foundation
import Stencil

/// Renders templates: each one StateSpec's own engine can compile (every default template, and
/// team templates that keep to the same part of Stencil's language) with `CompiledTemplate`,
/// any other with Stencil. Templates are prepared once; rendering is safe from any thread.
struct Renderer: Sendable {
    private let compiled: [String: CompiledTemplate]
    private let stencil: StencilTemplates

    /// The renderer for these templates, prepared once a process: a run renders the behaviour
    /// fingerprint's samples and its own screens with the same templates.
    static func shared(for templates: [String: String]) -> Renderer {
        RendererCache.shared.renderer(for: templates)
    }

    /// `templates`: file name → text, as a team or the defaults give them.
    init(templates: [String: String]) {
        let prepared = templates.mapValues(TemplateLayout.removingBlockLines)
        var compiled: [String: CompiledTemplate] = [:]
        for (name, text) in prepared {
            compiled[name] = CompiledTemplate.compile(text)
        }
        self.compiled = compiled
        stencil = StencilTemplates(templates: prepared.filter { compiled[$0.key] == nil })
    }

    /// True when `name` renders with StateSpec's engine rather than Stencil.
    func isCompiled(_ name: String) -> Bool { compiled[name] != nil }

    /// The template's output, tidied.
    func render(_ name: String, _ context: TemplateValue, for subject: String) throws(GenerationError) -> String {
        if let template = compiled[name] {
            return template.renderBytes(context).withUnsafeBufferPointer(SwiftLayout.tidy)
        }
        do {
            return SwiftLayout.tidy(try stencil.render(name, context.stencilContext))
        } catch {
            throw GenerationError(template: name, message: "the template '\(name)' failed to render \(subject): \(error)")
        }
    }
}

/// The last renderer made, by its templates: one run uses one set of templates (tests use a few).
private final class RendererCache: @unchecked Sendable {
    static let shared = RendererCache()
    private var last: (templates: [String: String], renderer: Renderer)?
    private let lock = NSLock()

    func renderer(for templates: [String: String]) -> Renderer {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.templates == templates { return last.renderer }
        let renderer = Renderer(templates: templates)
        last = (templates, renderer)
        return renderer
    }
}

/// The templates Stencil renders, each parsed once. Stencil's objects are not `Sendable`, so
/// they are used under a lock.
private final class StencilTemplates: @unchecked Sendable {
    private let environment: Environment
    private var parsed: [String: Template] = [:]
    private let lock = NSLock()

    init(templates: [String: String]) {
        environment = Environment(loader: DictionaryLoader(templates: templates))
    }

    func render(_ name: String, _ context: [String: Any]) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        let template: Template
        if let cached = parsed[name] {
            template = cached
        } else {
            template = try environment.loadTemplate(name: name)
            parsed[name] = template
        }
        return try template.render(context)
    }
}
