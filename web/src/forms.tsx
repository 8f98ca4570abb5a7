// The pieces the game master's tools and the talk share: a form that posts its fields to the
// seat and keeps what was typed when the table refuses (the refusal goes to the status line
// and the field it names is marked and focused), and a modal dialog that Escape closes and
// that gives the focus back to the button that opened it.

import { cloneElement, type ComponentChildren, type VNode } from "preact";
import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { ActionsContext } from "./context";

export interface Sent { ok: boolean; field: string }

let made = 0;

/** An id of its own for this component, kept while it stays on the page (Preact's useId can
 * repeat one for a component drawn later, e.g. a field that appears when a choice changes). */
export function useOwnId(): string {
  const [id] = useState(() => `tk-f${++made}`);
  return id;
}

export type Fields = Record<string, string>;

/** Post a seat's form: the table's refusal is said in the status line (an alert). */
export function useSend(): (action: string, fields: Fields) => Promise<Sent> {
  const actions = useContext(ActionsContext)!;
  return async (action, fields) => {
    const result = await actions.live.post(action, fields);
    if (result.error) {
      actions.say(result.error, "error");
      return { ok: false, field: result.field };
    }
    return { ok: true, field: "" };
  };
}

/** The form's fields as they would be posted, with the button that sent it. */
export function fieldsOf(form: HTMLFormElement, submitter: HTMLElement | null): Fields {
  const fields: Fields = {};
  new FormData(form).forEach((value, key) => {
    fields[key] = String(value);
  });
  const button = submitter as HTMLButtonElement | null;
  if (button?.name) fields[button.name] = button.value;
  return fields;
}

export interface ToolFormProps {
  action: string;
  /** The form's name for assistive technology (and its legend). */
  label: string;
  /** Fields always sent (the ruling's `do`). */
  fixed?: Fields;
  class?: string;
  /** Rulings closed (the fight is not running): the fields are shown but not usable. */
  disabled?: boolean;
  /** What the status line says once it was done. */
  done?(fields: Fields): string;
  /** The fields to post, from the form's (default: all of them). */
  shape?(fields: Fields): Fields;
  onDone?(fields: Fields): void;
  children: ComponentChildren;
}

/** A small form of the tools: a fieldset with its legend, posted without leaving the page.
 * Fields marked `data-clear` are emptied once it is done; on a refusal nothing is emptied. */
export function ToolForm(props: ToolFormProps) {
  const actions = useContext(ActionsContext)!;
  const send = useSend();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget as HTMLFormElement;
    let fields = { ...props.fixed, ...fieldsOf(form, event.submitter as HTMLElement | null) };
    if (props.shape) fields = props.shape(fields);
    busy.current = true;
    setPending(true);
    const sent = await send(props.action, fields);
    busy.current = false;
    setPending(false);
    if (sent.ok) {
      form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-clear]").forEach((el) => {
        el.value = "";
      });
      if (props.done) actions.say(props.done(fields), "info");
      props.onDone?.(fields);
      return;
    }
    const named = /^[a-z_]+$/.test(sent.field)
      ? form.querySelector<HTMLElement>(`[name="${sent.field}"]:not([type=hidden])`)
      : null;
    if (named) {
      named.setAttribute("aria-invalid", "true");
      named.focus();
    }
  };
  const edited = (event: Event) => (event.target as HTMLElement).removeAttribute?.("aria-invalid");
  return (
    <form
      class={`tool ${props.class ?? ""}`}
      onSubmit={submit}
      onInput={edited}
      onChange={edited}
      aria-busy={pending || undefined}
    >
      <fieldset disabled={props.disabled}>
        <legend>{props.label}</legend>
        {props.children}
      </fieldset>
    </form>
  );
}

/** A labelled field: the words above the control, and a hint under it that describes it
 * (the control is the one child; it gets the ids). */
export function Field(props: { label: string; children: VNode; hint?: string; class?: string }) {
  const id = useOwnId();
  const control = cloneElement(props.children, {
    id: `${id}-c`,
    "aria-describedby": props.hint ? `${id}-h` : undefined,
  });
  return (
    <div class={`field ${props.class ?? ""}`}>
      <label class="field-label" for={`${id}-c`}>
        {props.label}
      </label>
      {control}
      {props.hint ? (
        <span class="hint" id={`${id}-h`}>
          {props.hint}
        </span>
      ) : null}
    </div>
  );
}

/** A modal dialog with a heading: Escape or Cancel closes it, and the focus goes back to
 * `opener` (or to what had it before) when it closes. The first element marked
 * `data-autofocus` (else the first button) takes the focus when it opens. */
export function Modal(props: {
  id: string;
  title: string;
  onClose(): void;
  opener?: HTMLElement | null;
  children: ComponentChildren;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = props.opener ?? (document.activeElement as HTMLElement | null);
    if (dialog && !dialog.open) {
      try {
        if (typeof dialog.showModal === "function") dialog.showModal();
        else dialog.setAttribute("open", "");
      } catch {
        dialog.setAttribute("open", "");
      }
    }
    const first = dialog?.querySelector<HTMLElement>("[data-autofocus]") ?? dialog?.querySelector("button");
    first?.focus();
    return () => {
      try {
        if (dialog?.open) dialog.close();
      } catch {
        /* a dialog already taken out of the page */
      }
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation(); // the decision's keys must not go back a step as well
    props.onClose();
  };
  return (
    <dialog
      ref={ref}
      class="confirm"
      aria-modal="true"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={`${props.id}-text`}
      onKeyDown={onKey}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.children}
    </dialog>
  );
}
