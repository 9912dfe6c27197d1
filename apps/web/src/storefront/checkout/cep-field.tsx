/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { StorefrontCep } from '@comanda/domain/storefront/storefront-checkout';
import { callStorefront, storefrontUrl } from '../lib/post-json';
import type { Tx } from '../texts';

/**
 * The delivery's CEP: at its 8th digit the address is asked of the server (GET …/cep/{cep}), which
 * fills the street and the served bairro it names; any failure just lets the person type.
 */
export function CepField({ shopRef, lang, tx, onFound }: { shopRef: string; lang: string; tx: Tx; onFound: (address: StorefrontCep) => void }) {
  const [cep, setCep] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const lookup = async (digits: string) => {
    setNote(tx('cepLooking'));
    try {
      const answer = await callStorefront<StorefrontCep>(storefrontUrl(shopRef, `/cep/${digits}`), lang);
      if (!answer.ok || !answer.data) return setNote(tx('cepFailed'));
      setNote(tx('cepFound', { city: answer.data.city, state: answer.data.state }));
      onFound(answer.data);
    } catch {
      setNote(tx('cepFailed'));
    }
  };
  const onInput = (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setCep(value);
    const digits = value.replace(/\D/g, '');
    if (digits.length === 8) void lookup(digits);
    else setNote(null);
  };
  return (
    <label class="field">
      {tx('cep')}
      <input name="zipcode" value={cep} onInput={onInput} inputMode="numeric" autocomplete="postal-code" maxlength={9} placeholder="00000-000" aria-describedby="cep-note" />
      <span class="muted" id="cep-note" role="status" data-testid="cep-note">
        {note}
      </span>
    </label>
  );
}
