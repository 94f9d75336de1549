extension TimelinePage {
  /// The page's style: the timeline beside the selected step, in the system's fonts. Nothing is
  /// cut: a step's line widens its list, which scrolls sideways and is widened by its handle, and
  /// the selected step's title, its row changes and its difference wrap.
  static let pageStyle = #"""
    :root { --row: 22px; --line: #d0d7de; --mark: #fff3bf; --removed: #ffebe9; --added: #dafbe1;
      --focus: #0969da; --muted: #59636e; }
    * { box-sizing: border-box; }
    html, body { height: 100%; margin: 0; }
    body { display: flex; flex-direction: column; font: 13px/1.4 system-ui, sans-serif;
      color: #1f2328; background: #fff; }
    body.resizing { cursor: col-resize; user-select: none; }
    header { padding: 8px 12px; border-bottom: 1px solid var(--line); display: flex;
      gap: 12px; align-items: baseline; flex-wrap: wrap; }
    h1 { font-size: 15px; margin: 0; overflow-wrap: anywhere; }
    h2 { font-size: 12px; margin: 0 0 4px; color: var(--muted); text-transform: uppercase; }
    code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa;
      padding: 0 3px; border-radius: 3px; }
    #file-kind { color: var(--muted); }
    #warnings { color: #9a6700; }
    main { flex: 1; display: flex; min-height: 0; }
    nav { width: 420px; min-width: 200px; max-width: calc(100vw - 240px); flex: none;
      display: flex; flex-direction: column; }
    #pane-handle { flex: none; width: 6px; cursor: col-resize; border-left: 1px solid var(--line);
      background: transparent; }
    #pane-handle:hover, #pane-handle:focus-visible { background: #ddf4ff; outline: none; }
    #filter { margin: 8px 8px 4px; padding: 4px 6px; font: inherit; }
    #search-hint { padding: 0 8px 6px; color: var(--muted); font-size: 12px; }
    #step-count { padding: 0 8px 4px; color: var(--muted); }
    .scroller { position: relative; overflow: auto; flex: 1; min-height: 0; }
    .scroller:focus { outline: none; }
    .spacer { width: 1px; }
    .window { position: absolute; top: 0; left: 0; right: 0; }
    .step, .node { position: absolute; left: 0; width: max-content; min-width: 100%;
      height: var(--row); line-height: var(--row); white-space: pre;
      font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
    .step { padding: 0 8px; cursor: pointer; box-shadow: inset 0 -1px #f0f2f4; }
    .step:hover { background: #f6f8fa; }
    .step.selected { background: #ddf4ff; }
    #timeline:focus-visible .step.selected { box-shadow: inset 0 0 0 2px var(--focus); }
    .seq { font-weight: 600; display: inline-block; min-width: var(--sequence-width, 8ch); }
    .type { color: var(--muted); }
    .time { color: var(--muted); margin-right: 2ch; }
    .change { color: #0550ae; }
    #detail { flex: 1; display: flex; flex-direction: column; min-width: 0; padding: 8px 12px; }
    #step-heading { display: flex; gap: 12px; align-items: baseline; margin-bottom: 6px; }
    #step-title { flex: 1; min-width: 0; font: 600 14px ui-monospace, SFMono-Regular, Menlo,
      monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
    #step-link { flex: none; font-size: 12px; color: var(--focus); }
    #rows { margin: 0 0 8px; padding: 0; list-style: none; display: flex; gap: 6px; flex-wrap: wrap; }
    .row-change { padding: 1px 6px; border-radius: 10px; font-size: 12px; border: 1px solid var(--line);
      overflow-wrap: anywhere; }
    .row-change[data-kind="inserted"] { background: var(--added); }
    .row-change[data-kind="removed"] { background: var(--removed); }
    .row-change[data-kind="updated"] { background: var(--mark); }
    .row-change[data-kind="moved"] { background: #eee4ff; }
    #panes { flex: 1; display: flex; gap: 12px; min-height: 0; }
    .pane { flex: 1 1 0; display: flex; flex-direction: column; min-width: 0; min-height: 0; }
    #detail { container-type: inline-size; }
    @container (max-width: 560px) { #panes { flex-direction: column; } }
    #diff-message { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
    #diff-message:empty { display: none; }
    #diff { flex: 1; overflow: auto; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    .diff-line[data-mark="removed"] { background: var(--removed); }
    .diff-line[data-mark="added"] { background: var(--added); }
    .diff-line[data-mark="same"] { color: var(--muted); }
    .toggle { display: inline-block; width: 14px; cursor: pointer; color: var(--muted); }
    .key { color: #953800; }
    .node[data-changed="true"] { background: var(--mark); }
    .node[data-change-property="true"] { font-weight: 700; }
    .node[data-row="inserted"] { background: var(--added); }
    .node[data-row="updated"] { background: var(--mark); }
    .node[data-row="moved"] { background: #eee4ff; }
    """#
}
