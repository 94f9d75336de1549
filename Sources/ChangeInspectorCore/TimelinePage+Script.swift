extension TimelinePage {
  /// The page's script.
  ///
  /// What a browser test can rely on:
  /// - `#timeline .step`: the steps drawn, each with `data-index` (its place in the file, from
  ///   0), `data-sequence` and `aria-selected`; the selected one has the class `selected`.
  /// - `#filter`: the filter box; `#step-count`: `N of M records`.
  /// - `#step-title`: the selected step's sequence and change; `#rows .row-change`: its row
  ///   changes, with `data-kind`.
  /// - `#state .node`: the lines of the state tree drawn, with `data-path` (such as
  ///   `items[1].text`), `data-changed="true"` where the value differs from the step before,
  ///   `data-change-property="true"` on the property the change names, and `data-row` on the
  ///   rows inserted, updated or moved.
  /// - `#diff .diff-line`: the difference, with `data-mark` `removed`, `added` or `same`.
  /// - `document.body.dataset.selected`: the selected step's sequence number.
  static let pageScript = #"""
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("timeline-data").textContent);
      const steps = data.steps;
      const ROW = 22;
      const FOLD_OVER = 100;
      const DIFF_LIMIT = 2000;

      document.getElementById("file-name").textContent = data.file;
      document.getElementById("file-kind").textContent =
        [data.kind, data.stateType].filter(Boolean).join(", ");
      document.getElementById("warnings").textContent = data.warnings.join(" ");

      // A scrolling list that draws only the rows on screen.
      function VirtualList(element, render) {
        this.element = element;
        this.render = render;
        this.count = 0;
        this.spacer = document.createElement("div");
        this.spacer.className = "spacer";
        this.rows = document.createElement("div");
        this.rows.className = "window";
        element.append(this.spacer, this.rows);
        element.addEventListener("scroll", () => this.draw());
        window.addEventListener("resize", () => this.draw());
      }
      VirtualList.prototype.setCount = function (count) {
        this.count = count;
        this.spacer.style.height = count * ROW + "px";
        this.draw();
      };
      VirtualList.prototype.draw = function () {
        const top = this.element.scrollTop;
        const height = this.element.clientHeight || 800;
        const first = Math.max(0, Math.floor(top / ROW) - 5);
        const last = Math.min(this.count, Math.ceil((top + height) / ROW) + 5);
        const fragment = document.createDocumentFragment();
        for (let index = first; index < last; index++) {
          const row = this.render(index);
          row.style.top = index * ROW + "px";
          fragment.append(row);
        }
        this.rows.replaceChildren(fragment);
      };
      VirtualList.prototype.reveal = function (index) {
        const top = index * ROW;
        const element = this.element;
        if (top < element.scrollTop) {
          element.scrollTop = top;
        } else if (top + ROW > element.scrollTop + element.clientHeight) {
          element.scrollTop = top + ROW - element.clientHeight;
        }
        this.draw();
      };

      function span(className, text) {
        const element = document.createElement("span");
        element.className = className;
        element.textContent = text;
        return element;
      }

      // A number of a state, kept as the file writes it: `JSON.parse` would round an integer
      // above 2^53 to another.
      function JSONNumber(text) {
        this.text = text;
      }
      // A state as the page holds it: the data tags a number as "#" and its text, a string as
      // "'" and its text.
      function untagged(value) {
        if (typeof value === "string") {
          return value[0] === "#" ? new JSONNumber(value.slice(1)) : value.slice(1);
        }
        if (Array.isArray(value)) return value.map(untagged);
        if (value !== null && typeof value === "object") {
          return Object.fromEntries(Object.keys(value).map((key) => [key, untagged(value[key])]));
        }
        return value;
      }
      // The state of the step at `index`, untagged the first time it is asked for.
      function stateOf(index) {
        const step = steps[index];
        if (!step.untagged) {
          step.state = untagged(step.state);
          step.untagged = true;
        }
        return step.state;
      }

      // Values, printed as the testing module prints them.
      function isObject(value) {
        return value !== null && typeof value === "object" && !Array.isArray(value)
          && !(value instanceof JSONNumber);
      }
      function equal(a, b) {
        if (a === b) return true;
        if (a instanceof JSONNumber) return b instanceof JSONNumber && a.text === b.text;
        if (Array.isArray(a)) {
          if (!Array.isArray(b) || a.length !== b.length) return false;
          for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (isObject(a) && isObject(b)) {
          const keys = Object.keys(a);
          if (keys.length !== Object.keys(b).length) return false;
          for (const key of keys) if (!(key in b) || !equal(a[key], b[key])) return false;
          return true;
        }
        return false;
      }
      function single(value) {
        if (value === null) return "nil";
        if (typeof value === "string") return JSON.stringify(value);
        if (value instanceof JSONNumber) return value.text;
        if (Array.isArray(value)) return "[" + value.map(single).join(", ") + "]";
        if (isObject(value)) {
          return "(" + Object.keys(value).map((key) => key + ": " + single(value[key])).join(", ") + ")";
        }
        return String(value);
      }
      function childLabel(parent, key) {
        return Array.isArray(parent) ? "[" + key + "]" : key;
      }
      function childPath(path, parent, key) {
        if (Array.isArray(parent)) return path + "[" + key + "]";
        return path ? path + "." + key : key;
      }

      // The paths whose values differ between two states, their parents included.
      function changedPaths(before, after, path, found) {
        if (equal(before, after)) return found;
        found.add(path);
        if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
          for (let i = 0; i < after.length; i++) changedPaths(before[i], after[i], childPath(path, after, i), found);
        } else if (isObject(before) && isObject(after)) {
          for (const key of Object.keys(after)) changedPaths(before[key], after[key], childPath(path, after, key), found);
        }
        return found;
      }

      // The offsets, in the step's state, of the rows its row changes inserted, updated or moved.
      function rowMarks(rows) {
        let marks = [];
        const moved = (offset, from, to) =>
          offset === from ? to : from < to && offset > from && offset <= to ? offset - 1
            : to < from && offset >= to && offset < from ? offset + 1 : offset;
        for (const row of rows) {
          if (row.kind === "inserted") {
            marks = marks.map((m) => ({ offset: m.offset >= row.offset ? m.offset + 1 : m.offset, kind: m.kind }));
            marks.push({ offset: row.offset, kind: "inserted" });
          } else if (row.kind === "updated") {
            if (!marks.some((m) => m.offset === row.offset)) marks.push({ offset: row.offset, kind: "updated" });
          } else if (row.kind === "removed") {
            marks = marks.filter((m) => m.offset !== row.offset)
              .map((m) => ({ offset: m.offset > row.offset ? m.offset - 1 : m.offset, kind: m.kind }));
          } else if (row.kind === "moved") {
            marks = marks.map((m) => ({ offset: moved(m.offset, row.offset, row.to), kind: m.kind }));
            if (!marks.some((m) => m.offset === row.to)) marks.push({ offset: row.to, kind: "moved" });
          }
        }
        return new Map(marks.map((m) => [m.offset, m.kind]));
      }

      // The difference, as lines with a mark, folding equal runs as the testing module does.
      function valueLines(value, label, depth, mark, out) {
        if (Array.isArray(value) || isObject(value)) {
          const keys = Object.keys(value);
          const open = Array.isArray(value) ? "[" : "(";
          const close = Array.isArray(value) ? "]" : ")";
          if (keys.length === 0) { out.push({ mark, depth, text: label + open + close }); return; }
          out.push({ mark, depth, text: label + open });
          for (const key of keys) {
            valueLines(value[key], Array.isArray(value) ? "" : key + ": ", depth + 1, mark, out);
          }
          out.push({ mark, depth, text: close });
        } else {
          out.push({ mark, depth, text: label + single(value) });
        }
      }
      function diffLines(before, after, label, depth, out) {
        if (equal(before, after)) return;
        const bothArrays = Array.isArray(before) && Array.isArray(after);
        const bothObjects = isObject(before) && isObject(after);
        if (!bothArrays && !bothObjects) {
          valueLines(before, label, depth, "removed", out);
          valueLines(after, label, depth, "added", out);
          return;
        }
        out.push({ mark: "same", depth, text: label + (bothArrays ? "[" : "(") });
        let unchanged = 0;
        const fold = () => {
          if (unchanged > 0) out.push({ mark: "same", depth: depth + 1, text: "… " + unchanged + " unchanged" });
          unchanged = 0;
        };
        if (bothObjects) {
          for (const key of Object.keys(after)) {
            if (!(key in before)) { fold(); valueLines(after[key], key + ": ", depth + 1, "added", out); }
            else if (equal(before[key], after[key])) unchanged++;
            else { fold(); diffLines(before[key], after[key], key + ": ", depth + 1, out); }
          }
          for (const key of Object.keys(before)) {
            if (!(key in after)) { fold(); valueLines(before[key], key + ": ", depth + 1, "removed", out); }
          }
        } else {
          let start = 0;
          while (start < before.length && start < after.length && equal(before[start], after[start])) start++;
          let endBefore = before.length;
          let endAfter = after.length;
          while (endBefore > start && endAfter > start && equal(before[endBefore - 1], after[endAfter - 1])) {
            endBefore--; endAfter--;
          }
          unchanged = start;
          const paired = Math.min(endBefore - start, endAfter - start);
          for (let i = 0; i < paired; i++) {
            fold();
            diffLines(before[start + i], after[start + i], "[" + (start + i) + "]: ", depth + 1, out);
          }
          for (let i = start + paired; i < endBefore; i++) { fold(); valueLines(before[i], "[" + i + "]: ", depth + 1, "removed", out); }
          for (let i = start + paired; i < endAfter; i++) { fold(); valueLines(after[i], "[" + i + "]: ", depth + 1, "added", out); }
          unchanged += before.length - endBefore;
        }
        fold();
        out.push({ mark: "same", depth, text: bothArrays ? "]" : ")" });
      }

      // The timeline.
      const timelineElement = document.getElementById("timeline");
      const filterBox = document.getElementById("filter");
      const countElement = document.getElementById("step-count");
      let shown = [];
      let selected = -1;
      const timeline = new VirtualList(timelineElement, (position) => {
        const index = shown[position];
        const step = steps[index];
        const row = document.createElement("div");
        row.className = "step" + (index === selected ? " selected" : "");
        row.dataset.index = index;
        row.dataset.sequence = step.seq;
        row.setAttribute("role", "option");
        row.setAttribute("aria-selected", index === selected ? "true" : "false");
        const detail = step.line.slice(step.line.indexOf(step.change) + step.change.length);
        row.append(span("seq", "#" + step.seq), span("time", step.time || "-"), "  ",
          span("change", step.change), detail);
        return row;
      });
      timelineElement.addEventListener("click", (event) => {
        const row = event.target.closest(".step");
        if (row) select(Number(row.dataset.index));
      });

      function applyFilter() {
        const words = filterBox.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
        shown = [];
        for (let index = 0; index < steps.length; index++) {
          const name = steps[index].name.toLowerCase();
          if (words.length === 0 || words.some((word) => name.includes(word))) shown.push(index);
        }
        countElement.textContent = shown.length + " of " + steps.length + " records";
        timeline.setCount(shown.length);
        if (shown.length === 0) select(-1);
        else if (shown.indexOf(selected) < 0) select(shown[0]);
        else timeline.draw();
      }
      filterBox.addEventListener("input", applyFilter);

      // The selected step.
      const titleElement = document.getElementById("step-title");
      const rowsElement = document.getElementById("rows");
      const stateElement = document.getElementById("state");
      const diffElement = document.getElementById("diff");
      const collapsed = new Map();
      let treeLines = [];
      const tree = new VirtualList(stateElement, (position) => {
        const line = treeLines[position];
        const node = document.createElement("div");
        node.className = "node";
        node.dataset.path = line.path;
        node.setAttribute("role", "treeitem");
        if (line.changed) node.dataset.changed = "true";
        if (line.changeProperty) node.dataset.changeProperty = "true";
        if (line.row) node.dataset.row = line.row;
        node.style.paddingLeft = 4 + line.depth * 16 + "px";
        const toggle = span("toggle", line.container ? (line.folded ? "▸" : "▾") : "");
        if (line.container) {
          node.setAttribute("aria-expanded", line.folded ? "false" : "true");
          toggle.addEventListener("click", () => {
            collapsed.set(line.path, !line.folded);
            drawState();
          });
        }
        node.append(toggle);
        if (line.depth === 0) node.append(span("type", line.label), " ");
        else node.append(span("key", line.label), ": ");
        node.append(span("value", line.text));
        return node;
      });

      function flatten(value, label, path, depth, context, out) {
        const container = Array.isArray(value) || isObject(value);
        const keys = container ? Object.keys(value) : [];
        const folded = container && (collapsed.has(path) ? collapsed.get(path)
          : keys.length > FOLD_OVER && !context.changed.has(path));
        const line = {
          label, path, depth, container, folded,
          changed: context.changed.has(path) && path !== "",
          changeProperty: depth === 1 && label === context.name,
          row: context.rows && context.rowPath === path.replace(/\[\d+\]$/, "")
            ? context.rows.get(Number((path.match(/\[(\d+)\]$/) || [])[1])) : undefined,
        };
        if (!container) line.text = single(value);
        else if (Array.isArray(value)) line.text = folded ? "[" + keys.length + " elements]" : "[" + keys.length + "]";
        else line.text = folded ? single(value) : "";
        out.push(line);
        if (container && !folded) {
          for (const key of keys) {
            flatten(value[key], childLabel(value, key), childPath(path, value, key), depth + 1, context, out);
          }
        }
      }

      let stateContext = null;
      function drawState() {
        treeLines = [];
        if (stateContext) flatten(stateContext.state, data.typeName, "", 0, stateContext, treeLines);
        tree.setCount(treeLines.length);
      }

      function select(index) {
        selected = index;
        document.body.dataset.selected = index < 0 ? "" : steps[index].seq;
        const position = shown.indexOf(index);
        if (position >= 0) timeline.reveal(position); else timeline.draw();
        rowsElement.replaceChildren();
        diffElement.replaceChildren();
        if (index < 0) {
          titleElement.textContent = "No step matches the filter.";
          stateContext = null;
          drawState();
          return;
        }
        const step = steps[index];
        const state = stateOf(index);
        titleElement.textContent = step.line;
        for (const row of step.rows || []) {
          const item = document.createElement("li");
          item.className = "row-change";
          item.dataset.kind = row.kind;
          item.textContent = row.text;
          rowsElement.append(item);
        }
        const before = index > 0 ? stateOf(index - 1) : null;
        stateContext = {
          state,
          name: step.name,
          changed: before === null ? new Set() : changedPaths(before, state, "", new Set()),
          rows: step.rows ? rowMarks(step.rows) : null,
          rowPath: step.name,
        };
        drawState();
        if (state === null) {
          diffElement.textContent = step.value !== undefined
            ? "The file holds no state; the value: " + step.value : "The file holds no state.";
          return;
        }
        if (before === null) {
          diffElement.textContent = "The first step: nothing before it to compare with.";
          return;
        }
        const lines = [];
        diffLines(before, state, data.typeName, 0, lines);
        if (lines.length === 0) {
          diffElement.textContent = "The same state as the step before: the records of one batch "
            + "share the batch's final state.";
          return;
        }
        const fragment = document.createDocumentFragment();
        for (const line of lines.slice(0, DIFF_LIMIT)) {
          const element = document.createElement("div");
          element.className = "diff-line";
          element.dataset.mark = line.mark;
          const marker = line.mark === "removed" ? "-" : line.mark === "added" ? "+" : " ";
          element.textContent = marker + " " + "  ".repeat(line.depth) + line.text;
          fragment.append(element);
        }
        if (lines.length > DIFF_LIMIT) {
          const more = document.createElement("div");
          more.textContent = "… " + (lines.length - DIFF_LIMIT) + " more lines";
          fragment.append(more);
        }
        diffElement.append(fragment);
      }

      function move(by) {
        if (shown.length === 0) return;
        const position = shown.indexOf(selected);
        const next = Math.max(0, Math.min(shown.length - 1, (position < 0 ? 0 : position + by)));
        select(shown[next]);
      }
      document.addEventListener("keydown", (event) => {
        if (event.key === "ArrowDown") { move(1); event.preventDefault(); }
        else if (event.key === "ArrowUp") { move(-1); event.preventDefault(); }
      });

      filterBox.value = data.filter;
      applyFilter();
      // A page opened as `page.html#12` shows the step of sequence number 12.
      const wanted = /^#(\d+)$/.exec(location.hash);
      if (wanted) {
        const index = steps.findIndex((step) => step.seq === Number(wanted[1]));
        if (index >= 0 && shown.indexOf(index) >= 0) select(index);
      }
      timelineElement.focus();
    })();
    """#
}
