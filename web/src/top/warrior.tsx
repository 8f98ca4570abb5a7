// A warrior's card as seed 002 prints it: Endurance, per form the dice (Power) and re-rolls
// (Technique), its power, its two combos with their damage, what each symbol is worth in a sum,
// the Dodge it needs; and the transformation table. All numbers are the server's.

import { counted, rich, t } from "../i18n";
import { Symbol, Symbols } from "./faces";
import { shapePath } from "./helpers";
import type { CardForm, TopToken, WarriorCard } from "./types";

export function TokenBadge(props: { token: TopToken; size?: number }) {
  const t = props.token;
  const size = props.size ?? 30;
  const r = size / 2 - 2;
  return (
    <svg class="token-badge" width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <path d={shapePath(t.shape, size / 2, size / 2, r)} fill={t.colour} stroke="#1b1b1f" stroke-width="1" />
      <text x={size / 2} y={size / 2 + 4} fill={t.ink} font-size={t.letters.length > 2 ? 9 : 11} text-anchor="middle" font-weight="700">
        {t.letters}
      </text>
    </svg>
  );
}

function FormBlock(props: { form: CardForm; card: WarriorCard; current: boolean }) {
  const f = props.form;
  return (
    <div class={`form${props.current ? " current" : ""}`}>
      <p class="form-stats">
        <span>{rich("client-top-form-dice", { dice: <b>{f.dice}</b> })}</span>
        <span>{rich("client-top-form-rerolls", { rerolls: <b>{f.rerolls}</b> })}</span>
        {f.power ? (
          <span class="power" title={f.power.text}>
            {rich("client-top-form-power", { power: <b>{f.power.name}</b>, text: f.power.text })}
          </span>
        ) : null}
      </p>
      <table class="combos">
        <caption class="visually-hidden">{t("client-top-combos-of", { form: f.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("client-top-combo")}</th>
            <th scope="col">{t("client-top-symbols")}</th>
            <th scope="col">{t("client-top-damage")}</th>
          </tr>
        </thead>
        <tbody>
          {f.combos.map((k) => (
            <tr key={k.name}>
              <th scope="row">
                {k.name}
                {k.sphere ? <span class="tag">{t("client-top-sphere")}</span> : null}
              </th>
              <td>
                <Symbols names={k.symbols} />
              </td>
              <td class="num">{k.damage}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t("client-top-dodge")}</th>
            <td>
              <span class="times">{f.dodge_need.count}×</span>
              <Symbol name={f.dodge_need.symbol} small />
            </td>
            <td class="num">{t("client-top-no-damage")}</td>
          </tr>
        </tbody>
      </table>
      <p class="values">
        <span class="values-title">{t("client-top-sum-counts")}</span>
        {f.values.map((v) => (
          <span class="value" key={v.symbol}>
            <Symbol name={v.symbol} small /> <b>{v.value}</b>
          </span>
        ))}
        <span class="value">
          <Symbol name={props.card.wild} small /> {t("client-top-wild")}
        </span>
      </p>
    </div>
  );
}

export function WarriorCardView(props: { card: WarriorCard; token: TopToken | null }) {
  const { card, token } = props;
  const current = token ? token.form : 0;
  const form = card.forms[current] ?? card.forms[0];
  const transforms = card.forms.filter((f) => f.roll !== null);
  const made = card.forms.some((f) => f.made_up);
  return (
    <article class="warrior-card" aria-labelledby={`wc-${card.id}`} data-character={card.id}>
      <header>
        {token ? <TokenBadge token={token} /> : null}
        <h3 id={`wc-${card.id}`}>
          {form.name}
          {token ? <span class="owner"> · {token.owner}</span> : null}
        </h3>
        <p class="endurance">
          {rich("client-top-endurance-is", {
            value: (
              <b>
                {token && token.left !== null
                  ? t("client-of", { value: String(token.left), max: String(card.endurance) })
                  : card.endurance}
              </b>
            ),
          })}
        </p>
        {made ? (
          <span class="made-up" title={t("client-top-made-up-title")}>
            {t("client-top-made-up")}
          </span>
        ) : null}
      </header>
      <FormBlock form={form} card={card} current />
      {transforms.length ? (
        <details class="transform">
          <summary>
            {t("client-top-transformations", {
              count: String(transforms.length),
              dice: t("client-top-transform-dice", counted(card.transform_dice === 2 ? 2 : 1)),
            })}
          </summary>
          <table class="transform-table">
            <caption class="visually-hidden">{t("client-top-transform-table", { warrior: card.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("client-top-roll")}</th>
                <th scope="col">{t("client-dbu-form")}</th>
                <th scope="col">{t("client-top-dice-rerolls")}</th>
                <th scope="col">{t("client-top-combos")}</th>
                <th scope="col">{t("client-top-takes-costs")}</th>
              </tr>
            </thead>
            <tbody>
              {transforms.map((f) => (
                <tr key={f.name} class={f.index === current ? "current" : ""}>
                  <td class="num">{f.roll![0] === f.roll![1] ? f.roll![0] : `${f.roll![0]}–${f.roll![1]}`}</td>
                  <th scope="row">
                    {f.name}
                    {f.index === current ? <span class="tag">{t("client-top-now-tag")}</span> : null}
                  </th>
                  <td>
                    {f.dice}, {f.rerolls}
                  </td>
                  <td>{f.combos.map((k) => `${k.name} ${k.damage}`).join(" · ")}</td>
                  <td>{t("client-top-takes", { divisor: String(f.divisor), cost: String(f.cost) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : (
        <p class="hint">{t("client-top-no-transformation")}</p>
      )}
    </article>
  );
}
