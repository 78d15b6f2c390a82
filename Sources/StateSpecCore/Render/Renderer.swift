import Foundation
import Stencil

/// Renders templates: each one StateSpec's own engine can compile (every default template, and
/// team templates that keep to the same part of Stencil's language) with `CompiledTemplate`,
/// any other with Stencil. Templates are prepared once; rendering is safe from any thread.
struct Renderer: Sendable {
    private let compiled: [String: CompiledTemplate]
    private let stencil: StencilTemplates
    /// Every context key the compiled templates name, each once, and for each template where
    /// its slots' keys are in this list: a context's keys are looked up once for all templates.
    private let contextKeys: [String]
    private let slotKeys: [String: [Int]]

    /// A context with the values of every key the compiled templates name.
    struct PreparedContext {
        let context: TemplateValue
        fileprivate let values: [TemplateValue?]
    }

    /// The renderer for these templates, prepared once a process: a run renders the behaviour
    /// fingerprint's samples and its own screens with the same templates.
    static func shared(for templates: [String: String]) -> Renderer {
        RendererCache.shared.renderer(for: templates)
    }

    /// `templates`: file name → text, as a team or the defaults give them.
    init(templates: [String: String]) {
        // Each template is prepared and compiled on its own core: a run waits for them all.
        let named = Parallel.map(Array(templates), width: Parallel.cores) { name, text in
            let prepared = TemplateLayout.removingBlockLines(text)
            return (name: name, prepared: prepared, compiled: CompiledTemplate.compile(prepared))
        }
        let prepared = Dictionary(uniqueKeysWithValues: named.map { ($0.name, $0.prepared) })
        let compiled = Dictionary(uniqueKeysWithValues: named.compactMap { template in template.compiled.map { (template.name, $0) } })
        self.compiled = compiled
        stencil = StencilTemplates(templates: prepared.filter { compiled[$0.key] == nil })
        var keys: [String] = []
        var positions: [String: Int] = [:]
        var slotKeys: [String: [Int]] = [:]
        for (name, template) in compiled.sorted(by: { $0.key < $1.key }) {
            slotKeys[name] = template.contextKeys.map { key in
                if let position = positions[key] { return position }
                positions[key] = keys.count
                keys.append(key)
                return keys.count - 1
            }
        }
        contextKeys = keys
        self.slotKeys = slotKeys
    }

    /// `context` with its values looked up for every compiled template at once.
    func prepare(_ context: TemplateValue) -> PreparedContext {
        PreparedContext(context: context, values: contextKeys.map { context[$0] })
    }

    /// True when `name` renders with StateSpec's engine rather than Stencil.
    func isCompiled(_ name: String) -> Bool { compiled[name] != nil }

    /// The template's output, tidied.
    func render(_ name: String, _ prepared: PreparedContext, for subject: String) throws(GenerationError) -> String {
        if let template = compiled[name], let slots = slotKeys[name] {
            return template.renderBytes(slots: slots.map { prepared.values[$0] }).withUnsafeBufferPointer(SwiftLayout.tidy)
        }
        do {
            return SwiftLayout.tidy(try stencil.render(name, prepared.context.stencilContext))
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
