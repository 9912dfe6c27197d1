/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { formatMoney } from '@comanda/domain/money/money';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import type { OptionSelection } from '@comanda/domain/menu/product-options';
import { priceChoice, type CartLine } from './lib/cart';
import type { Tx } from './texts';

type Group = PdvProduct['variations'][number];

function groupHint(group: Group, tx: Tx): string {
  const min = Math.max(group.min, group.is_required ? 1 : 0);
  if (min === group.max) return tx('choose', { min });
  if (min === 0) return tx('chooseUpTo', { max: group.max });
  return tx('chooseBetween', { min, max: group.max });
}

/** One product with its option groups, quantity (or weight) and note; the price follows the choices. */
export function ProductSheet({ product, tx, lang, onAdd, onClose }: { product: PdvProduct; tx: Tx; lang: 'pt' | 'en'; onAdd: (line: CartLine) => void; onClose: () => void }) {
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [qty, setQty] = useState(1);
  const [weight, setWeight] = useState(product.min_weight ?? 1);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const groups = product.variations.filter((group) => group.available);
  const selections: OptionSelection[] = Object.values(chosen).flat().map((item_id) => ({ item_id }));
  const priced = priceChoice(product, selections, qty, product.is_weight_based ? weight : null);
  const missing = priced.ok ? [] : groups.filter((group) => priced.problems.some((p) => 'variation_id' in p && p.variation_id === group.id));

  const toggle = (group: Group, itemId: number) => {
    setChosen((before) => {
      const picked = before[group.id] ?? [];
      if (picked.includes(itemId)) return { ...before, [group.id]: picked.filter((id) => id !== itemId) };
      // One pick: choosing another replaces it, as a radio does.
      if (group.max === 1) return { ...before, [group.id]: [itemId] };
      if (picked.length >= group.max) return before;
      return { ...before, [group.id]: [...picked, itemId] };
    });
  };

  const add = () => {
    setTried(true);
    if (!priced.ok) return;
    const names = groups.flatMap((group) => (chosen[group.id] ?? []).map((id) => group.items.find((item) => item.id === id)?.name ?? ''));
    const w = product.is_weight_based ? weight : null;
    onAdd({
      key: `${product.id}:${selections.map((s) => s.item_id).sort().join(',')}:${comment}:${w ?? ''}`,
      product_id: product.id,
      name: product.name,
      qty: product.is_weight_based ? 1 : qty,
      weight: w,
      items: selections,
      options: names,
      comments: comment.trim() || null,
      unit_price: product.is_weight_based ? priced.subtotal : Math.round(priced.subtotal / qty),
    });
  };

  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="sheet-title" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div class="sheet">
        <header>
          <h2 id="sheet-title">{product.name}</h2>
          <button type="button" class="icon" aria-label={tx('close')} onClick={onClose}>
            ×
          </button>
        </header>
        {product.cover_url ? <img class="cover" src={product.cover_url} alt="" width={640} height={360} /> : null}
        {product.description ? <p class="desc">{product.description}</p> : null}
        {groups.map((group) => (
          <fieldset key={group.id} class={tried && missing.includes(group) ? 'group invalid' : 'group'}>
            <legend>
              {group.name} <small>{groupHint(group, tx)}</small>
              {group.is_required || group.min > 0 ? <span class="tag">{tx('required')}</span> : null}
            </legend>
            {tried && missing.includes(group) ? <p class="error">{tx('groupMissing', { group: group.name })}</p> : null}
            {group.items
              .filter((item) => item.available)
              .map((item) => {
                const checked = (chosen[group.id] ?? []).includes(item.id);
                return (
                  <label key={item.id} class="option">
                    <input type={group.max === 1 ? 'radio' : 'checkbox'} name={`g${group.id}`} checked={checked} onChange={() => toggle(group, item.id)} />
                    <span>{item.name}</span>
                    {item.amount > 0 ? <span class="muted">+ {formatMoney(item.amount, lang)}</span> : null}
                  </label>
                );
              })}
          </fieldset>
        ))}
        {product.is_weight_based ? (
          <label class="field">
            {tx('weight')}
            <input type="number" inputMode="decimal" min={product.min_weight ?? 0.05} step="0.05" value={weight} onInput={(e) => setWeight(Number(e.currentTarget.value) || 0)} />
          </label>
        ) : null}
        <label class="field">
          {tx('comment')}
          <input type="text" maxlength={200} placeholder={tx('commentPlaceholder')} value={comment} onInput={(e) => setComment(e.currentTarget.value)} />
        </label>
        <footer class="sheet-actions">
          {product.is_weight_based ? null : (
            <div class="stepper" aria-label={tx('quantity')}>
              <button type="button" onClick={() => setQty(Math.max(1, qty - 1))} aria-label="−">
                −
              </button>
              <output>{qty}</output>
              <button type="button" onClick={() => setQty(Math.min(50, qty + 1))} aria-label="+">
                +
              </button>
            </div>
          )}
          <button type="button" class="primary" onClick={add} data-testid="add-to-cart">
            {priced.ok ? tx('addFor', { price: formatMoney(priced.subtotal, lang) }) : tx('add')}
          </button>
        </footer>
      </div>
    </div>
  );
}
