// The field a move is typed in (widgets/typed.py): a labelled text box and its Play button.
// Enter or the button sends the text itself with the request to play it, in one message: the
// kernel never plays a text older than what the field shows. The kernel answers "played" with
// the text it played, and the field is emptied if it still holds that text.

// Each field's id is the page's own count: anywidget runs this module once for each widget, so a
// count kept here gave every field the same id, and every label named the first field only.
const made = () => (globalThis.gkTypedFields = (globalThis.gkTypedFields || 0) + 1);

const CSS = `
.gk-typed-move { display: flex; align-items: center; gap: 8px; margin: 4px 0; flex-wrap: wrap; }
.gk-typed-move input.gk-typed { width: 16em; max-width: 100%; font: inherit; padding: 3px 6px;
                                border: 1px solid #767676; border-radius: 3px; }
.gk-typed-move .gk-typed-play { font: inherit; padding: 3px 12px; }
/* On a touch screen, a field and a button a finger hits, in type a phone does not zoom into. */
@media (any-pointer: coarse) {
  .gk-typed-move input.gk-typed { min-height: 44px; box-sizing: border-box;
                                  font-size: max(16px, 1em); }
}
`;

function style() {
  if (document.getElementById("gk-typed-style")) return;
  const sheet = document.createElement("style");
  sheet.id = "gk-typed-style";
  sheet.textContent = CSS;
  document.head.append(sheet);
}

function render({ model, el }) {
  style();
  el.classList.add("gk-typed-move");
  const id = `gk-typed-${made()}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  const input = document.createElement("input");
  Object.assign(input, { id, type: "text", autocomplete: "off", spellcheck: false });
  input.className = "gk-typed";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "gk-typed-play jupyter-button";
  const words = () => {
    label.textContent = model.get("label");
    input.placeholder = model.get("placeholder");
    button.textContent = model.get("play_word");
  };
  const send = () => {
    const text = input.value.trim();
    if (text) model.send({ typed: text });
  };
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      send();
    }
  });
  button.addEventListener("click", send);
  model.on("change:label change:placeholder change:play_word", words);
  model.on("msg:custom", (message) => {
    if (typeof message?.played === "string" && input.value.trim() === message.played) {
      input.value = "";
    }
  });
  words();
  el.append(label, input, button);
}

export default { render };
