// The header's language picker: the languages the table speaks, each by its own name (and its
// own `lang`, so a screen reader says it right), the one the screen is in chosen. Picking one
// posts `language=<code>` to the seat's /seat/<token>/language (the browser's language is the
// table's default, so nothing is sent until a person picks), and the table sends the screen
// again in that language. A pick by pointer or touch is sent at once; moving through the list
// by keyboard (arrows, a letter) changes nothing until Enter or leaving the list, so a keyboard
// or screen-reader user hears the names without the page changing under them.

import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { ActionsContext } from "./context";
import { t } from "./i18n";
import type { Language } from "./types";

export function LanguagePicker(props: { languages: Language[]; current: string }) {
  const actions = useContext(ActionsContext)!;
  const [value, setValue] = useState(props.current);
  const keyed = useRef(false);
  const sent = useRef(props.current);
  useEffect(() => {
    setValue(props.current);
    sent.current = props.current;
  }, [props.current]);
  const listed = props.languages.some((l) => l.code === props.current)
    ? props.languages
    : [...props.languages, { code: props.current, name: props.current }];
  const send = (code: string) => {
    keyed.current = false;
    if (code === sent.current) return;
    sent.current = code;
    void actions.post("language", { language: code });
  };
  return (
    <form
      class="language"
      onSubmit={(event) => {
        event.preventDefault();
        send(value);
      }}
    >
      <label for="tk-language">{t("client-language")}</label>
      <select
        id="tk-language"
        name="language"
        value={value}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            send((event.target as HTMLSelectElement).value);
          } else if (event.key !== "Tab") {
            keyed.current = true;
          }
        }}
        onPointerDown={() => void (keyed.current = false)}
        onChange={(event) => {
          const code = (event.target as HTMLSelectElement).value;
          setValue(code);
          if (!keyed.current) send(code);
        }}
        onBlur={(event) => send((event.target as HTMLSelectElement).value)}
      >
        {listed.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </form>
  );
}
