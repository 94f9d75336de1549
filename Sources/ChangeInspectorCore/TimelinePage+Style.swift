extension TimelinePage {
  /// The page's style: the timeline beside the selected step, in the system's fonts.
  static let pageStyle = #"""
    :root { --row: 22px; --line: #d0d7de; --mark: #fff3bf; --removed: #ffebe9; --added: #dafbe1; }
    * { box-sizing: border-box; }
    html, body { height: 100%; margin: 0; }
    body { display: flex; flex-direction: column; font: 13px/1.4 system-ui, sans-serif;
      color: #1f2328; background: #fff; }
    header { padding: 8px 12px; border-bottom: 1px solid var(--line); display: flex;
      gap: 12px; align-items: baseline; flex-wrap: wrap; }
    h1 { font-size: 15px; margin: 0; }
    h2 { font-size: 12px; margin: 0 0 4px; color: #59636e; text-transform: uppercase; }
    #file-kind { color: #59636e; }
    #warnings { color: #9a6700; }
    main { flex: 1; display: flex; min-height: 0; }
    nav { width: 380px; display: flex; flex-direction: column; border-right: 1px solid var(--line); }
    #filter { margin: 8px; padding: 4px 6px; font: inherit; }
    #step-count { padding: 0 8px 4px; color: #59636e; }
    .scroller { position: relative; overflow: auto; flex: 1; min-height: 0; }
    .scroller:focus { outline: 2px solid #0969da; outline-offset: -2px; }
    .spacer { width: 1px; }
    .window { position: absolute; top: 0; left: 0; right: 0; }
    .step, .node { position: absolute; left: 0; right: 0; height: var(--row);
      line-height: var(--row); white-space: pre; overflow: hidden; text-overflow: ellipsis;
      font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
    .step { padding: 0 8px; cursor: pointer; border-bottom: 1px solid #f0f2f4; }
    .step:hover { background: #f6f8fa; }
    .step.selected { background: #ddf4ff; }
    .seq { font-weight: 600; display: inline-block; min-width: 8ch; }
    .type { color: #59636e; }
    .time { color: #59636e; }
    .change { color: #0550ae; }
    #detail { flex: 1; display: flex; flex-direction: column; min-width: 0; padding: 8px 12px; }
    #step-title { font: 600 14px ui-monospace, SFMono-Regular, Menlo, monospace; margin-bottom: 6px; }
    #rows { margin: 0 0 8px; padding: 0; list-style: none; display: flex; gap: 6px; flex-wrap: wrap; }
    .row-change { padding: 1px 6px; border-radius: 10px; font-size: 12px; border: 1px solid var(--line); }
    .row-change[data-kind="inserted"] { background: var(--added); }
    .row-change[data-kind="removed"] { background: var(--removed); }
    .row-change[data-kind="updated"] { background: var(--mark); }
    .row-change[data-kind="moved"] { background: #eee4ff; }
    #panes { flex: 1; display: flex; gap: 12px; min-height: 0; }
    .pane { flex: 1; display: flex; flex-direction: column; min-width: 0; min-height: 0; }
    #diff { flex: 1; overflow: auto; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace;
      white-space: pre; }
    .diff-line[data-mark="removed"] { background: var(--removed); }
    .diff-line[data-mark="added"] { background: var(--added); }
    .diff-line[data-mark="same"] { color: #59636e; }
    .toggle { display: inline-block; width: 14px; cursor: pointer; color: #59636e; }
    .key { color: #953800; }
    .node[data-changed="true"] { background: var(--mark); }
    .node[data-change-property="true"] { font-weight: 700; }
    .node[data-row="inserted"] { background: var(--added); }
    .node[data-row="updated"] { background: var(--mark); }
    .node[data-row="moved"] { background: #eee4ff; }
    """#
}
