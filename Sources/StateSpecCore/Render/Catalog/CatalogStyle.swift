/// The catalog's one style sheet, inline in every page: system fonts, no images, readable from a
/// phone's width (one column) to a desktop's (a grid of cards).
enum CatalogStyle {
    static let css = """
    :root { color-scheme: light; --ink: #1c1c1e; --muted: #555; --line: #c9c9cf; --paper: #f4f4f6; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--paper); }
    header, main, footer { max-width: 1200px; margin: 0 auto; padding: 12px 16px; }
    header h1 { margin: 4px 0; font-size: 1.6rem; }
    nav a { color: #0a5bc4; }
    h2 { font-size: 1.2rem; margin: 28px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
    h3 { font-size: 1rem; margin: 0 0 8px; }
    .muted { color: var(--muted); }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 16px; }
    .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 12px; min-width: 0; }
    .card.waived { border-style: dashed; background: #fafafa; }
    .phone { position: relative; height: 300px; border: 2px solid #333; border-radius: 22px; padding: 26px 12px 12px; overflow: hidden; background: #fff; margin-bottom: 8px; }
    .row { height: 34px; border-radius: 6px; background: #e3e3e8; margin: 0 0 8px; }
    .skeleton { background: linear-gradient(90deg, #e8e8ed, #f6f6f8, #e8e8ed); }
    .record { height: 120px; border-radius: 8px; background: #e3e3e8; }
    .spinner { width: 40px; height: 40px; margin: 90px auto; border: 4px solid #d0d0d6; border-top-color: #333; border-radius: 50%; }
    .progress { height: 6px; margin: 120px 8px; background: #d0d0d6; border-radius: 3px; }
    .progress::before { content: ""; display: block; width: 40%; height: 100%; background: #333; border-radius: 3px; }
    .centre { text-align: center; margin-top: 70px; }
    .button { display: inline-block; margin: 8px 4px 0; padding: 6px 14px; border-radius: 16px; border: 1px solid #333; background: #fff; font-size: 0.9rem; }
    .inline-failure { border: 1px solid #c5221f; border-radius: 8px; padding: 8px; font-size: 0.9rem; }
    .message { color: #fff; border-radius: 10px; padding: 10px 12px; font-size: 0.9rem; box-shadow: 0 2px 8px rgba(0,0,0,.25); }
    .message .icon { font-size: 0.75rem; opacity: .95; display: block; }
    .p-snackbar { position: absolute; left: 10px; right: 10px; bottom: 14px; }
    .p-toast { position: absolute; left: 50%; transform: translateX(-50%); bottom: 18px; border-radius: 20px; max-width: 85%; }
    .p-banner { position: absolute; left: 8px; right: 8px; top: 24px; }
    .p-inline { margin: 8px 0; }
    .p-alert, .p-sheet { position: absolute; }
    .dim { position: absolute; inset: 0; background: rgba(0,0,0,.35); }
    .p-alert { left: 14px; right: 14px; top: 90px; }
    .p-sheet { left: 0; right: 0; bottom: 0; border-radius: 16px 16px 0 0; padding-bottom: 30px; }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0; font-size: 0.85rem; }
    dl.facts dt { color: var(--muted); }
    dl.facts dd { margin: 0; overflow-wrap: anywhere; }
    .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; vertical-align: -1px; border: 1px solid #333; }
    figure { margin: 0 0 16px; background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 8px; overflow-x: auto; }
    figure svg { max-width: 100%; height: auto; }
    table { border-collapse: collapse; width: 100%; background: #fff; font-size: 0.85rem; }
    th, td { border: 1px solid var(--line); padding: 4px 6px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
    .table { overflow-x: auto; }
    .finding-error { color: #a50e0e; } .finding-warning { color: #7a4a00; }
    ul.screens { padding-left: 20px; }
    @media (max-width: 480px) { body { font-size: 14px; } .cards { grid-template-columns: 1fr; } }
    """
}
