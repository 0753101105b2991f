// A page's link to its class (widgets/class_link.py): in class mode only (the model's `active`),
// the page tells the server what its student does and follows the teacher's page.
//
// - The server says who the page belongs to in its answer to the lead's poll (the cookies are
//   httponly: the page cannot read them): `role` is set on the model, and the kernel shows the
//   student's *Follow the teacher* or the teacher's *Lead the class*.
// - A student's page reports the section in view (the last `#`/`##` heading above the upper
//   third of the screen, or in presenter mode the section of the slide shown), debounced; each
//   exercise whose mark changes (done, tried); each refusal met; and activity (a click or a key,
//   at most every 5 s).
// - A student's page polls the lead every 500 ms; while following, it goes to the teacher's
//   section when it changes (or when following is turned back on), and hands a position the
//   teacher sent to its kernel (`position_in`).
// - A teacher's page, while leading, posts its section as soon as it changes, and any position
//   the kernel puts in `position_out`; turning the lead off says so (`stop`).
// Every POST carries the server's `_xsrf` token; a request that fails is not retried (the next
// change reports again).

const POLL_MS = 500;
const POLL_AGAIN_MS = 10000;
const WATCH_MS = 200;
const SECTION_DEBOUNCE_MS = 400;
const ACT_EVERY_MS = 5000;
const SECTION_MAX = 200;

function xsrf() {
  const found = document.cookie.match("(?:^|; )_xsrf=([^;]*)");
  return found ? decodeURIComponent(found[1]) : "";
}

function base() {
  // The page is /<base>/voila/render/<page>: the class's endpoints are at /<base>/class/...
  const at = location.pathname.indexOf("/voila/");
  return at >= 0 ? location.pathname.slice(0, at) : "";
}

async function post(path, body) {
  try {
    const answer = await fetch(`${base()}${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-XSRFToken": xsrf() },
      body: JSON.stringify(body),
    });
    return answer.ok;
  } catch {
    return false;
  }
}

function headings() {
  return [...document.querySelectorAll(".jp-RenderedMarkdown h1[id], .jp-RenderedMarkdown h2[id]")];
}

function presenting() {
  const bar = document.querySelector(".gk-present-bar");
  return Boolean(bar && bar.getClientRects().length);
}

// The section in view: in presenter mode, the last heading at or before the last cell shown
// (a slide's cells are one section's, with the page's header cell kept); else the last heading
// whose top is above the upper third of the screen (the first heading when none is).
function sectionNow() {
  const all = headings();
  if (!all.length) return "";
  if (presenting()) {
    const shown = [...document.querySelectorAll("div[cell-index]")].filter(
      (cell) => cell.getClientRects().length && cell.getBoundingClientRect().height > 0,
    );
    const last = shown[shown.length - 1];
    if (!last) return all[0].id;
    const before = all.filter(
      (h) => last.contains(h) || h.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return (before[before.length - 1] || all[0]).id;
  }
  const line = innerHeight / 3;
  const above = all.filter((h) => h.getClientRects().length && h.getBoundingClientRect().top <= line);
  return (above[above.length - 1] || all[0]).id;
}

// A heading's words, whichever way they are written: its id (`The-goal-%5Bkaito.goal%5D`) or
// its markdown (`The goal `[kaito.goal]``), lower case, letters and digits only.
function words(text) {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    decoded = text;
  }
  return decoded.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

// The heading of this page for the teacher's `section`: the one of that id, or, when the teacher
// is on the page in the other language, the heading in the same place as the teacher's there.
function headingFor(section, model) {
  const all = headings();
  const same = all.find((h) => h.id === section);
  if (same) return same;
  const place = (model.get("other_headings") || []).map(words).indexOf(words(section));
  const mine = place >= 0 ? (model.get("headings") || [])[place] : undefined;
  return mine === undefined ? undefined : all.find((h) => words(h.id) === words(mine));
}

let asked = 0;

// Go to the teacher's section: scrolled to, or in presenter mode (whose other sections are
// hidden) shown by the kernel, asked for by the heading as the notebook writes it.
function goTo(section, model) {
  const heading = headingFor(section, model);
  if (!heading) return;
  if (presenting()) {
    const mine = (model.get("headings") || []).find((h) => words(h) === words(heading.id));
    if (mine !== undefined) {
      model.set("heading_asked", { heading: mine, n: ++asked });
      model.save_changes();
    }
  } else if (heading.getClientRects().length) {
    heading.scrollIntoView({ block: "start" });
  }
}

function start(model) {
  const page = () => model.get("page");
  let role = "";
  let section = "";
  let sectionTimer = null;
  let followed = null; // the teacher's section last followed
  let loaded = null; // the position last handed to the kernel
  let lastAct = 0;
  const reported = new Map(); // exercise n -> state reported

  const report = (body) => post("/class/report", { page: page(), ...body });

  const reportExercises = () => {
    if (role !== "student") return;
    for (const exercise of model.get("exercises") || []) {
      if (exercise.state === "todo") reported.delete(exercise.n);
      if (exercise.state === "todo" || reported.get(exercise.n) === exercise.state) continue;
      reported.set(exercise.n, exercise.state);
      report({
        kind: "exercise",
        exercise: { n: exercise.n, title: exercise.title, state: exercise.state },
      });
    }
  };

  const reportRefusal = () => {
    const refusal = model.get("refusal") || {};
    if (role === "student" && refusal.rule) {
      report({ kind: "refusal", rule: refusal.rule, text: refusal.text || "" });
    }
  };

  const lead = (extra = {}) => post("/class/lead", { page: page(), section, ...extra });

  const sendPosition = () => {
    const sent = model.get("position_out") || {};
    if (role === "teacher" && sent.code) {
      lead({ position: { board: sent.board, code: sent.code } });
    }
  };

  const onAct = () => {
    const now = Date.now();
    if (role === "student" && now - lastAct >= ACT_EVERY_MS) {
      lastAct = now;
      report({ kind: "act" });
    }
  };

  const watch = () => {
    const now = sectionNow().slice(0, SECTION_MAX);
    if (!now || now === section) return;
    section = now;
    if (role === "teacher" && model.get("leading")) {
      lead();
    } else if (role === "student") {
      clearTimeout(sectionTimer);
      sectionTimer = setTimeout(() => report({ kind: "section", section }), SECTION_DEBOUNCE_MS);
    }
  };

  // What the teacher leads is followed while the teacher leads this game (`leading`: on this
  // page, or on the game's page in the other language).
  const follow = (answer) => {
    if (answer.leading === false || !answer.section) followed = null; // a lead to come is new
    if (role !== "student" || !model.get("follow") || answer.leading === false) return;
    if (answer.section && answer.section !== followed) {
      followed = answer.section;
      goTo(answer.section, model);
    }
    const sent = answer.position;
    if (!sent || typeof sent.code !== "string" || !sent.code) return;
    const key = `${sent.sent ?? ""}:${sent.board}:${sent.code}`; // `sent`: when it was sent
    if (key !== loaded) {
      loaded = key;
      model.set("position_in", { board: sent.board, code: sent.code, seq: answer.seq });
      model.save_changes();
    }
  };

  const poll = async () => {
    let answer = null;
    try {
      const got = await fetch(`${base()}/class/lead?page=${encodeURIComponent(page())}`, {
        credentials: "same-origin",
        // The token on a GET too: JupyterHub lets a fetch through with its login cookie only
        // when it carries one (else it leads to the hub's login).
        headers: { Accept: "application/json", "X-XSRFToken": xsrf() },
      });
      if (got.ok) answer = await got.json();
    } catch {
      answer = null;
    }
    // Refused (a new class forgot this student) or unreachable: ask again, but seldom.
    const next = answer ? POLL_MS : POLL_AGAIN_MS;
    if (answer && (answer.role === "student" || answer.role === "teacher")) {
      if (answer.role !== role) {
        role = answer.role;
        model.set("role", role);
        model.save_changes();
        reportExercises();
        if (role === "student" && section) report({ kind: "section", section });
      }
      follow(answer);
    }
    // The teacher's page asks once who it is; a student's page keeps following.
    if (role !== "teacher") setTimeout(poll, next);
  };

  model.on("change:exercises", reportExercises);
  model.on("change:refusal", reportRefusal);
  model.on("change:position_out", sendPosition);
  model.on("change:leading", () => {
    if (role !== "teacher") return;
    if (model.get("leading")) lead();
    else post("/class/lead", { page: page(), stop: true }); // the students' pages stay
  });
  model.on("change:follow", () => {
    if (model.get("follow")) followed = null; // rejoined: go to the teacher's section at once
  });
  addEventListener("pointerdown", onAct, { capture: true });
  addEventListener("keydown", onAct, { capture: true });
  setInterval(watch, WATCH_MS);
  poll();
}

export default {
  initialize({ model }) {
    if (model.get("active")) start(model);
  },
};
