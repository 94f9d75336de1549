extension TimelinePage {
  /// The page's script.
  ///
  /// What a browser test can rely on:
  /// - `#timeline .step`: the steps drawn, each with `data-index` (its place in the file, from
  ///   0), `data-sequence` and `aria-selected`; the selected one has the class `selected`.
  /// - `#filter`: the search box (see ``searchHint`` for what it finds); `#step-count`: `N of M
  ///   records`.
  /// - `#step-title`: the selected step's sequence and change; `#step-link`: a link to it
  ///   (`#` and its sequence number); `#rows .row-change`: its row changes, with `data-kind`.
  /// - `#state .node`: the lines of the state tree drawn, with `data-path` (such as
  ///   `items[1].text`), `data-changed="true"` where the value differs from the step before,
  ///   `data-change-property="true"` on the property the change names, and `data-row` on the
  ///   rows inserted, updated or moved.
  /// - `#diff .diff-line`: the difference, with `data-mark` `removed`, `added` or `same`;
  ///   `#diff-message`: what is said instead when there is no difference to show.
  /// - `#pane-handle`: the separator that widens the list of steps.
  /// - `document.body.dataset.selected`: the selected step's sequence number;
  ///   `document.body.dataset.searched`: the search the list shows, once it is applied.
  static let pageScript = #"""
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("timeline-data").textContent);
      const steps = data.steps;
      const ROW = 22;
      const FOLD_OVER = 100;
      const DIFF_LIMIT = 2000;
      // Past this many steps, a search waits for a pause in the typing.
      const SEARCH_AT_ONCE = 20000;

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
        this.drawn = "";
        // A scroll sideways, or within the rows drawn, draws nothing again.
        element.addEventListener("scroll", () => this.draw(true));
        window.addEventListener("resize", () => this.draw());
      }
      VirtualList.prototype.setCount = function (count) {
        this.count = count;
        this.spacer.style.height = count * ROW + "px";
        this.draw();
      };
      VirtualList.prototype.draw = function (onlyWhenMoved) {
        const top = this.element.scrollTop;
        const height = this.element.clientHeight || 800;
        const first = Math.max(0, Math.floor(top / ROW) - 5);
        const last = Math.min(this.count, Math.ceil((top + height) / ROW) + 5);
        const drawn = first + ":" + last;
        if (onlyWhenMoved && drawn === this.drawn) return;
        this.drawn = drawn;
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
      // A value as the page's data holds it: a number tagged as "#" and its text, a string as "'"
      // and its text.
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

      // States. The data holds the first state whole and, for each later step, what changed: its
      // `changes`, each a property given a new value, some of its elements replaced, or a run of
      // its elements spliced. A state is never changed in place: the next one shares what it did
      // not change, so that an unchanged part is the same object in both.
      function prepared(step) {
        if (step.ready) return step;
        if ("delta" in step) {
          step.changes = step.delta.map(([key, change]) => {
            if ("value" in change) return { key, kind: "value", value: untagged(change.value) };
            if ("elements" in change) {
              return { key, kind: "elements",
                items: change.elements.map(([offset, value]) => [offset, untagged(value)]) };
            }
            const [start, removed, items] = change.splice;
            return { key, kind: "splice", start, removed, items: items.map(untagged) };
          });
          delete step.delta;
        } else {
          step.whole = untagged(step.state);
          delete step.state;
        }
        step.ready = true;
        return step;
      }
      function applied(state, changes) {
        const next = Object.assign({}, state);
        for (const change of changes) {
          const old = next[change.key];
          if (change.kind === "value") {
            next[change.key] = change.value;
          } else if (change.kind === "elements") {
            const elements = old.slice();
            for (const [offset, value] of change.items) elements[offset] = value;
            next[change.key] = elements;
          } else {
            next[change.key] = old.slice(0, change.start)
              .concat(change.items, old.slice(change.start + change.removed));
          }
        }
        return next;
      }
      // The states already built, by step: the last ones shown, and one in 1,024 of those walked
      // past, from which the next state asked for is built.
      const built = new Map();
      function remember(index, state) {
        built.delete(index);
        built.set(index, state);
        if (built.size > 512) built.delete(built.keys().next().value);
      }
      // The state of the step at `index`.
      function stateOf(index) {
        if (built.has(index)) return built.get(index);
        let start = index;
        while (start > 0 && !built.has(start) && prepared(steps[start]).changes) start--;
        let state = built.has(start) ? built.get(start) : prepared(steps[start]).whole;
        for (let at = start + 1; at <= index; at++) {
          state = applied(state, prepared(steps[at]).changes);
          if (at % 1024 === 0) remember(at, state);
        }
        remember(index, state);
        return state;
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

      // The search. A query is terms, and a step is listed when one of them finds it:
      // - a word, or text in double quotes: the change's name, what its line says, or a value
      //   anywhere in the step's state, ignoring case;
      // - `path = value`: the steps whose state holds the value at the path (`"Ada"` a string,
      //   `Ada`, `3`, `true` or `nil` a value as printed);
      // - a path, such as `items[0].text` or `accounts[id: 2]` (the element whose `id` is 2): the
      //   steps that changed the value there.
      function quotedText(query, start) {
        let text = "";
        let at = start + 1;
        while (at < query.length && query[at] !== "\"") {
          if (query[at] === "\\" && at + 1 < query.length) at++;
          text += query[at++];
        }
        return [text, at + 1];
      }
      function valueAfter(query, start) {
        if (query[start] === "\"") {
          const [text, next] = quotedText(query, start);
          return [{ quoted: true, text }, next];
        }
        let end = start;
        while (end < query.length && !/[\s\]]/.test(query[end])) end++;
        return [{ quoted: false, text: query.slice(start, end) }, end];
      }
      function parsePath(text) {
        const segments = [];
        let rest = text;
        let first = true;
        while (rest.length > 0) {
          let match;
          if ((match = (first ? /^([A-Za-z_$][\w$]*)/ : /^\.([A-Za-z_$][\w$]*)/).exec(rest))) {
            segments.push({ name: match[1] });
          } else if ((match = /^\[\s*(\d+)\s*\]/.exec(rest))) {
            segments.push({ offset: Number(match[1]) });
          } else if ((match = /^\[\s*([A-Za-z_$][\w$]*)\s*:\s*/.exec(rest))) {
            const [value, next] = valueAfter(rest, match[0].length);
            const close = /^\s*\]/.exec(rest.slice(next));
            if (!close || value.text === "") return null;
            segments.push({ field: match[1], value });
            rest = rest.slice(next + close[0].length);
            first = false;
            continue;
          } else {
            return null;
          }
          rest = rest.slice(match[0].length);
          first = false;
        }
        return segments.length > 0 ? segments : null;
      }
      function parseQuery(query) {
        const terms = [];
        let at = 0;
        while (at < query.length) {
          if (/\s/.test(query[at])) { at++; continue; }
          if (query[at] === "\"") {
            const [text, next] = quotedText(query, at);
            if (text) terms.push({ kind: "text", text: text.toLowerCase() });
            at = next;
            continue;
          }
          let end = at;
          let depth = 0;
          while (end < query.length) {
            const character = query[end];
            if (character === "[") depth++;
            else if (character === "]") depth = Math.max(0, depth - 1);
            else if (depth === 0 && (/\s/.test(character) || character === "=")) break;
            else if (character === "\"" && depth > 0) { end = quotedText(query, end)[1]; continue; }
            end++;
          }
          const word = query.slice(at, end);
          let next = end;
          while (next < query.length && /\s/.test(query[next])) next++;
          if (query[next] === "=") {
            next += query[next + 1] === "=" ? 2 : 1;
            while (next < query.length && /\s/.test(query[next])) next++;
            const [value, after] = valueAfter(query, next);
            const path = parsePath(word);
            if (path) terms.push({ kind: "equals", path, value });
            else if (word) terms.push({ kind: "text", text: word.toLowerCase() });
            at = Math.max(after, next);
            continue;
          }
          const path = /[.\[]/.test(word) ? parsePath(word) : null;
          if (path) terms.push({ kind: "path", path });
          else if (word) terms.push({ kind: "text", text: word.toLowerCase() });
          at = Math.max(end, at + 1);
        }
        return terms;
      }
      function matchesValue(value, wanted) {
        if (typeof value === "string") return value === wanted.text;
        if (wanted.quoted) return false;
        if (value instanceof JSONNumber) {
          return value.text === wanted.text || Number(value.text) === Number(wanted.text);
        }
        if (value === null) return wanted.text === "nil" || wanted.text === "null";
        return typeof value === "boolean" && String(value) === wanted.text;
      }
      // The value at `path` in `state`, or undefined.
      function valueAt(state, path) {
        let value = state;
        for (const segment of path) {
          if (segment.name !== undefined) {
            value = isObject(value) && segment.name in value ? value[segment.name] : undefined;
          } else if (segment.offset !== undefined) {
            value = Array.isArray(value) ? value[segment.offset] : undefined;
          } else {
            value = Array.isArray(value) ? value.find((element) =>
              isObject(element) && matchesValue(element[segment.field], segment.value)) : undefined;
          }
          if (value === undefined) return undefined;
        }
        return value;
      }
      // How many values in `value` hold `text`, in lower case.
      function occurrences(value, text) {
        if (typeof value === "string") return value.toLowerCase().includes(text) ? 1 : 0;
        if (value instanceof JSONNumber) return value.text.toLowerCase().includes(text) ? 1 : 0;
        if (typeof value === "boolean") return String(value).includes(text) ? 1 : 0;
        if (Array.isArray(value) || isObject(value)) {
          let count = 0;
          for (const key of Object.keys(value)) count += occurrences(value[key], text);
          return count;
        }
        return 0;
      }
      // How many values the step's changes replace and bring that hold `text`.
      function occurrencesChanged(before, changes, text) {
        let count = 0;
        for (const change of changes) {
          const old = before[change.key];
          if (change.kind === "value") {
            count += occurrences(change.value, text) - occurrences(old, text);
          } else if (change.kind === "elements") {
            for (const [offset, value] of change.items) {
              count += occurrences(value, text) - occurrences(old[offset], text);
            }
          } else {
            count += occurrences(change.items, text)
              - occurrences(old.slice(change.start, change.start + change.removed), text);
          }
        }
        return count;
      }
      // The positions of the steps the terms find, in one pass over the states that follows the
      // changes: a term is looked at again only where a step changed what it looks at.
      function searched(terms) {
        const found = [];
        const counts = terms.map(() => 0);
        const holds = terms.map(() => false);
        let state = null;
        for (let index = 0; index < steps.length; index++) {
          const step = prepared(steps[index]);
          const line = (step.change + step.detail).toLowerCase();
          const before = state;
          const touched = step.changes ? new Set(step.changes.map((change) => change.key)) : null;
          state = step.changes ? applied(before, step.changes) : step.whole;
          let listed = false;
          terms.forEach((term, at) => {
            const looks = !touched || (term.kind !== "text" && term.path[0].name !== undefined
              ? touched.has(term.path[0].name) : touched.size > 0);
            if (term.kind === "text") {
              if (looks) {
                counts[at] = touched ? counts[at] + occurrencesChanged(before, step.changes, term.text)
                  : occurrences(state, term.text);
              }
              listed = listed || counts[at] > 0 || line.includes(term.text)
                || step.name.toLowerCase().includes(term.text);
            } else if (term.kind === "equals") {
              if (looks) {
                const value = state === null ? undefined : valueAt(state, term.path);
                holds[at] = value !== undefined && matchesValue(value, term.value);
              }
              listed = listed || holds[at];
            } else if (looks && state !== null && before !== null) {
              listed = listed || !equal(valueAt(before, term.path), valueAt(state, term.path));
            }
          });
          if (listed) found.push(index);
          if (index % 1024 === 0 && !built.has(index)) remember(index, state);
        }
        return found;
      }

      // The timeline.
      const timelineElement = document.getElementById("timeline");
      const filterBox = document.getElementById("filter");
      const countElement = document.getElementById("step-count");
      const widest = steps.reduce((most, step) => Math.max(most, String(step.seq).length), 1);
      timelineElement.style.setProperty("--sequence-width", widest + 2 + "ch");
      let shown = [];
      let selected = -1;
      function lineOf(step) {
        return "#" + step.seq + "  " + (step.time || "-") + "  " + step.change + step.detail;
      }
      const timeline = new VirtualList(timelineElement, (position) => {
        const index = shown[position];
        const step = steps[index];
        const row = document.createElement("div");
        row.className = "step" + (index === selected ? " selected" : "");
        row.id = "step-" + index;
        row.dataset.index = index;
        row.dataset.sequence = step.seq;
        row.setAttribute("role", "option");
        row.setAttribute("aria-selected", index === selected ? "true" : "false");
        row.title = lineOf(step);
        row.append(span("seq", "#" + step.seq), span("time", step.time || "-"),
          span("change", step.change), step.detail);
        return row;
      });
      timelineElement.addEventListener("click", (event) => {
        const row = event.target.closest(".step");
        if (row) select(Number(row.dataset.index));
      });

      function applyFilter() {
        const query = filterBox.value;
        const terms = parseQuery(query);
        shown = [];
        if (terms.length === 0) {
          for (let index = 0; index < steps.length; index++) shown.push(index);
        } else {
          shown = searched(terms);
        }
        countElement.textContent = shown.length + " of " + steps.length + " records";
        timeline.setCount(shown.length);
        if (shown.length === 0) select(-1);
        else if (shown.indexOf(selected) < 0) select(shown[0]);
        else timeline.draw();
        document.body.dataset.searched = query;
      }
      let pending = null;
      filterBox.addEventListener("input", () => {
        clearTimeout(pending);
        if (steps.length <= SEARCH_AT_ONCE) applyFilter();
        else pending = setTimeout(applyFilter, 250);
      });

      // The width of the list of steps: dragged by its handle, or moved with the arrow keys there.
      const paneElement = document.getElementById("timeline-pane");
      const handle = document.getElementById("pane-handle");
      function setPaneWidth(width) {
        const most = Math.max(240, window.innerWidth - 240);
        paneElement.style.width = Math.round(Math.max(200, Math.min(most, width))) + "px";
        timeline.draw();
      }
      handle.addEventListener("pointerdown", (event) => {
        const startX = event.clientX;
        const startWidth = paneElement.getBoundingClientRect().width;
        const move = (moved) => setPaneWidth(startWidth + moved.clientX - startX);
        const end = () => {
          handle.removeEventListener("pointermove", move);
          handle.removeEventListener("pointerup", end);
          document.body.classList.remove("resizing");
        };
        handle.setPointerCapture(event.pointerId);
        handle.addEventListener("pointermove", move);
        handle.addEventListener("pointerup", end);
        document.body.classList.add("resizing");
        event.preventDefault();
      });
      handle.addEventListener("keydown", (event) => {
        const by = event.key === "ArrowLeft" ? -32 : event.key === "ArrowRight" ? 32 : 0;
        if (by === 0) return;
        setPaneWidth(paneElement.getBoundingClientRect().width + by);
        event.preventDefault();
        event.stopPropagation();
      });

      // The selected step.
      const titleElement = document.getElementById("step-title");
      const linkElement = document.getElementById("step-link");
      const rowsElement = document.getElementById("rows");
      const stateElement = document.getElementById("state");
      const diffElement = document.getElementById("diff");
      const messageElement = document.getElementById("diff-message");
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
        if (position >= 0) timelineElement.setAttribute("aria-activedescendant", "step-" + index);
        else timelineElement.removeAttribute("aria-activedescendant");
        rowsElement.replaceChildren();
        diffElement.replaceChildren();
        messageElement.textContent = "";
        if (index < 0) {
          titleElement.textContent = "No step matches the search.";
          linkElement.hidden = true;
          stateContext = null;
          drawState();
          return;
        }
        const step = steps[index];
        const state = stateOf(index);
        titleElement.textContent = lineOf(step);
        linkElement.hidden = false;
        linkElement.href = "#" + step.seq;
        linkElement.title = "Opens this page at step #" + step.seq
          + ": the page's address followed by #" + step.seq;
        if (location.hash !== "#" + step.seq) {
          try { history.replaceState(null, "", "#" + step.seq); } catch (error) { /* kept as it is */ }
        }
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
          messageElement.textContent = step.value !== undefined
            ? "The file holds no state; the value: " + step.value : "The file holds no state.";
          return;
        }
        if (before === null) {
          messageElement.textContent = "The first step: nothing before it to compare with.";
          return;
        }
        const lines = [];
        diffLines(before, state, data.typeName, 0, lines);
        if (lines.length === 0) {
          messageElement.textContent = "The same state as the step before: the records of one batch "
            + "share the batch's final state.";
          return;
        }
        const fragment = document.createDocumentFragment();
        for (const line of lines.slice(0, DIFF_LIMIT)) {
          const element = document.createElement("div");
          element.className = "diff-line";
          element.dataset.mark = line.mark;
          element.style.paddingLeft = line.depth * 2 + 2 + "ch";
          element.style.textIndent = "-2ch";
          const marker = line.mark === "removed" ? "-" : line.mark === "added" ? "+" : " ";
          element.textContent = marker + " " + line.text;
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

      // A page opened as `page.html#12` shows the step of sequence number 12, clearing the search
      // when it hides that step.
      function openLinkedStep() {
        const wanted = /^#(\d+)$/.exec(location.hash);
        if (!wanted) return false;
        const index = steps.findIndex((step) => step.seq === Number(wanted[1]));
        if (index < 0 || index === selected) return index >= 0;
        if (shown.indexOf(index) < 0) {
          filterBox.value = "";
          applyFilter();
        }
        select(index);
        return true;
      }
      window.addEventListener("hashchange", openLinkedStep);

      filterBox.value = data.filter;
      const linked = /^#(\d+)$/.test(location.hash) ? location.hash : null;
      applyFilter();
      if (linked) {
        try { history.replaceState(null, "", linked); } catch (error) { /* kept as it is */ }
        openLinkedStep();
      }
      timelineElement.focus();
    })();
    """#
}
