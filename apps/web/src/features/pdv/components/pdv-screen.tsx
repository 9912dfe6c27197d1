import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Business } from '@comanda/domain/business/business-schemas';
import { deliveryDetailsErrors } from '@comanda/domain/orders/delivery-details';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-client';
import { notifyApiErrorAbout } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { getLocale } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import { useTables } from '../../../lib/tables-query';
import { useRealtimeInvalidate } from '../../../lib/use-realtime';
import { whenIdle } from '../../../lib/when-idle';
import { useDeliveryAreas } from '../api/delivery-areas';
import { usePdvMenu } from '../api/list-menu';
import { placeOrder } from '../api/place-order';
import { useTableOrder } from '../api/tables';
import { usePdvT } from '../i18n';
import { acceptedMethods, changeOf, deliveryDecisionOf, orderBody, pdvPricing, couponRefusalOf, pointsDiscount, stampRewardOff, cashbackOff } from '../lib/pdv-order';
import { usePdvCart } from '../lib/use-pdv-cart';
import { usePendingOrders } from '../lib/use-pending-orders';
import { usePdvKeyboard } from '../lib/use-pdv-keyboard';
import type { MoveKind } from './move-table-dialog';
import type { OptionsChoice } from './options-dialog';
import { CartActions } from './cart-actions';
import { CartPanel, TotalsList } from './cart-panel';
import { MenuPanel } from './menu-panel';
import { OrderPanel } from './order-panel';
import { PendingOrders } from './pending-orders';

// Dialogs load when first opened: the route's own JavaScript stays within its budget.
const OptionsDialog = lazyDialog(() => import('./options-dialog').then((m) => m.OptionsDialog), (p: { product: PdvProduct | null }) => p.product !== null);
const WeightDialog = lazyDialog(() => import('./weight-dialog').then((m) => m.WeightDialog), (p: { product: PdvProduct | null }) => p.product !== null);
const MoveTableDialog = lazyDialog(() => import('./move-table-dialog').then((m) => m.MoveTableDialog), (p: { table: TableResource | null }) => p.table !== null);
const CloseBillDialog = lazyDialog(() => import('./close-bill-dialog').then((m) => m.CloseBillDialog), (p: { table: TableResource | null }) => p.table !== null);

type Tab = 'menu' | 'cart' | 'order';

/** The product as a cart line: its option groups are not part of the line. */
function withoutOptions({ variations: _groups, ...product }: PdvProduct) {
  return product;
}

/** The messages of fields `products.N…` by line index; the first message of a line wins. */
function linesOf(errors: Record<string, string | undefined>): Record<number, string> {
  const lines: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const index = /^products\.(\d+)/.exec(field)?.[1];
    if (index !== undefined && message && lines[Number(index)] === undefined) lines[Number(index)] = message;
  }
  return lines;
}

/** The first message of each field of a 422 body, as the form shows them. */
function firstMessages(errors: Record<string, string[]>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}

/** Marks the time from a click that adds to the cart until the cart has drawn it (journey 6 reads it). */
function markAddStart() {
  performance.mark('pdv-add-start');
}

export function PdvScreen({ business }: { business: Business }) {
  const pt = usePdvT();
  const menu = usePdvMenu(business.id);
  if (menu.isError && !menu.data) return <LoadFailedAlert title={pt('loadFailed')} onRetry={() => void menu.refetch()} />;
  if (!menu.data) return <LoadingStatus label={pt('loading')} />;
  return <PdvLoaded business={business} categories={menu.data} />;
}

function PdvLoaded({ business, categories }: { business: Business; categories: NonNullable<ReturnType<typeof usePdvMenu>['data']> }) {
  const pt = usePdvT();
  const lang = getLocale();
  const currency = business.currency;
  const queryClient = useQueryClient();
  const delivery = useDeliveryAreas(business.id);
  const tables = useTables(business.id);
  const cart = usePdvCart(business, delivery.data);
  const tableOrder = useTableOrder(cart.state.order_type === 'local' && cart.state.local_sub_type === 'mesa' ? cart.state.table_id : null);
  const [tab, setTab] = useState<Tab>('menu');
  const [optionsFor, setOptionsFor] = useState<PdvProduct | null>(null);
  const [weightFor, setWeightFor] = useState<PdvProduct | null>(null);
  const [closing, setClosing] = useState(false);
  const [moving, setMoving] = useState<MoveKind | null>(null);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const searchRef = useRef<HTMLInputElement>(null);
  // After an item's options or weight, or a cancel: back to the search, its text selected, so the next
  // item is typed straight away (keyboard flow).
  const focusSearch = useCallback(() => {
    searchRef.current?.focus();
    searchRef.current?.select();
  }, []);
  const submitRef = useRef<() => void>(() => {});

  // Adding a product with options or by weight needs its dialog: its code comes while the network is
  // there, so the PDV takes a whole order offline (issue 31).
  useEffect(
    () =>
      whenIdle(() => {
        for (const dialog of [OptionsDialog, WeightDialog]) void dialog.preload().catch(() => undefined);
      }),
    [],
  );

  // Another waiter's order changes the map and the open table's order (events after the commit).
  useRealtimeInvalidate('table.updated', queryKeys.tables);
  const refreshTables = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.tables }), [queryClient]);
  const pendingOrders = usePendingOrders(refreshTables);

  const decision = deliveryDecisionOf(cart.state, delivery.data, business);
  const pricing = pdvPricing(cart.state, cart.details, business, decision);
  const methods = acceptedMethods(business, cart.state);
  const change = changeOf(pricing.total, cart.details);
  const selectedTable = (tables.data ?? []).find((table) => table.id === cart.state.table_id) ?? null;
  const currentOrder = tableOrder.data ?? null;

  // The table's open order becomes the order new items are appended to; none: a new order (spec §8).
  const { setCurrentOrder } = cart;
  const pickedTable = cart.state.table_id;
  useEffect(() => {
    if (tableOrder.isSuccess) setCurrentOrder(tableOrder.data?.id ?? null);
  }, [tableOrder.isSuccess, tableOrder.data, pickedTable, setCurrentOrder]);

  // A method the new order type does not accept is dropped.
  const { setDetails } = cart;
  useEffect(() => {
    if (cart.details.payment_type && !methods.includes(cart.details.payment_type)) setDetails({ payment_type: null });
  }, [methods, cart.details.payment_type, setDetails]);

  // The add is drawn: measure it from the click (Performance API; the 1,000-product journey reads it).
  const items = cart.state.items;
  useEffect(() => {
    if (performance.getEntriesByName('pdv-add-start', 'mark').length === 0) return;
    performance.mark('pdv-add-end');
    performance.measure('pdv-add', 'pdv-add-start', 'pdv-add-end');
    performance.clearMarks('pdv-add-start');
  }, [items]);

  function addPlain(product: PdvProduct, extra: { items?: OptionsChoice['options']; names?: string[]; comments?: string; weight?: number } = {}): string | null {
    markAddStart();
    const result = cart.add(
      { ...withoutOptions(product), qty: 1, items: extra.items ?? [], comments: extra.comments ?? null, weight: extra.weight ?? null },
      { name: product.name, options: extra.names ?? [] },
      lang,
    );
    return result.ok ? null : result.message;
  }

  function pick(product: PdvProduct) {
    if (product.variations.length > 0) setOptionsFor(product);
    else if (product.is_weight_based) setWeightFor(product);
    else addPlain(product);
  }

  async function submit() {
    if (sending || cart.state.items.length === 0) return;
    const state = cart.state;
    if (state.order_type === 'local' && state.local_sub_type === 'mesa' && state.table_id === null) {
      setFieldErrors({ table_id: pt('pickTable') });
      setTab('order');
      return;
    }
    if (decision && !decision.deliverable) {
      // Said beside the bairro already; the API would refuse it the same way.
      setTab('order');
      return;
    }
    const body = orderBody(state, cart.details);
    // A delivery's whom and where, by the API's rule: marked on the form instead of a refusal.
    const missing = deliveryDetailsErrors(state.order_type, body, lang);
    if (missing) {
      setFieldErrors(firstMessages(missing.errors));
      setTab('order');
      return;
    }
    const key = cart.orderKey;
    setSending(true);
    setFieldErrors({});
    try {
      const order = await placeOrder(body, key);
      notify.success({ title: pt('sent', { number: order.number }) });
      cart.reset();
      setTab('menu');
      refreshTables();
      if (state.table_id !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.tableOrder(state.table_id) });
      searchRef.current?.focus();
    } catch (error) {
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) {
        // Unreachable: kept with its key and sent by itself when the API answers again.
        const label = selectedTable ? pt('tables.chosen', { name: selectedTable.name }) : cart.details.customer_name || pt(`type.${state.order_type}`);
        await pendingOrders.enqueue({ key, body, label, total: pricing.total, created_at: new Date().toISOString(), error: null });
        notify.info({ title: pt('offline.waiting') });
        cart.reset();
        setTab('menu');
      } else {
        // The server answered: the next attempt is another intent with its own key.
        cart.renewKey();
        if (isApiError(error) && error.status === 422) {
          setFieldErrors(firstMessages(error.errors));
        }
        notifyApiErrorAbout(error, pt('checkOrder'));
      }
    } finally {
      setSending(false);
    }
  }
  submitRef.current = () => void submit();

  usePdvKeyboard({
    focusSearch: () => {
      setTab('menu');
      searchRef.current?.focus();
    },
    changeLastQty: (delta) => {
      const index = cart.state.items.length - 1;
      const item = cart.state.items[index];
      if (item) cart.setQty(index, (item.qty ?? 1) + delta);
    },
    submit: () => submitRef.current(),
  });

  /** A field being fixed drops its mark. */
  function clearErrors(fields: readonly string[]) {
    setFieldErrors((errors) => ({ ...errors, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
  }

  function pickTable(table: TableResource) {
    cart.pickTable(table.id);
    clearErrors(['table_id']);
  }

  // 422 on a line (products.2.items: a group's rule, a paused product): shown under that line.
  const lineErrors = linesOf(fieldErrors);
  const count = cart.state.items.reduce((sum, item) => sum + (item.qty ?? 1), 0);

  // On a PC the cart column stays in view while the menu and the order scroll (issue 31): its lines
  // scroll inside it, the totals and the buttons never leave the screen (below the 4rem top bar).
  const cartColumn = (
    <div className="flex flex-col gap-3 lg:max-h-[calc(100dvh-6rem)]" data-testid="pdv-cart-column">
      <div className="lg:-m-1 lg:min-h-0 lg:overflow-y-auto lg:p-1">
        <CartPanel
          items={cart.state.items}
          lineTotals={pricing.lines}
          labels={cart.labels}
          currency={currency}
          tableOrder={currentOrder}
          onQty={cart.setQty}
          onRemove={cart.remove}
          onComments={cart.setComments}
          errors={lineErrors}
        />
      </div>
      <TotalsList pricing={pricing} currency={currency} couponCode={cart.details.coupon?.code} pointsOff={pointsDiscount(cart.details)} rewardOff={stampRewardOff(cart.state, cart.details)} cashbackOff={cashbackOff(cart.details)} />
      <CartActions
        count={count}
        sending={sending}
        onSubmit={() => void submit()}
        onCancel={() => {
          cart.reset();
          setFieldErrors({});
        }}
        returnFocus={focusSearch}
        tableOpen={currentOrder !== null && selectedTable !== null}
        onCloseBill={() => setClosing(true)}
        onMove={setMoving}
      />
      <PendingOrders pending={pendingOrders.pending} currency={currency} onRetry={() => void pendingOrders.flush()} onDiscard={(key) => void pendingOrders.discard(key)} />
    </div>
  );

  const orderColumn = (
    <OrderPanel
      business={business}
      state={cart.state}
      details={cart.details}
      tables={tables.data ?? []}
      areas={delivery.data ?? []}
      decision={decision}
      methods={methods}
      change={change}
      couponDiscount={pricing.coupon_discount}
      couponRefusal={couponRefusalOf(cart.state, cart.details, business, decision)}
      fieldErrors={fieldErrors}
      onOrderType={cart.setOrderType}
      onLocalSubType={cart.setLocalSubType}
      onPickTable={pickTable}
      onDistrict={(id) => {
        cart.selectDistrict(id);
        clearErrors(['district_id']);
      }}
      onDiscount={cart.setDiscount}
      onDetails={(patch) => {
        cart.setDetails(patch);
        clearErrors(Object.keys(patch));
      }}
    />
  );

  return (
    <div className="flex flex-col gap-4 pb-20 lg:pb-0" data-testid="pdv">
      <div role="tablist" className="grid grid-cols-3 gap-1 rounded-lg bg-gray-100 p-1 lg:hidden">
        {(['menu', 'cart', 'order'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={cn('h-9 rounded-md text-sm font-medium', tab === name ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600')}
          >
            {pt(`tabs.${name}`)}
            {name === 'cart' && count > 0 ? ` (${count})` : ''}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_19rem_19rem] xl:grid-cols-[minmax(0,1fr)_21rem_21rem]">
        <div className={cn(tab !== 'menu' && 'hidden', 'lg:block')}>
          <MenuPanel categories={categories} currency={currency} onPick={pick} searchRef={searchRef} />
        </div>
        <div className={cn(tab !== 'cart' && 'hidden', 'lg:sticky lg:top-20 lg:block lg:self-start')}>{cartColumn}</div>
        <div className={cn(tab !== 'order' && 'hidden', 'lg:block')}>{orderColumn}</div>
      </div>
      {tab === 'menu' && count > 0 ? (
        <button
          type="button"
          onClick={() => setTab('cart')}
          className="fixed inset-x-4 bottom-4 z-30 flex h-12 items-center justify-between rounded-xl bg-brand-600 px-4 font-semibold text-white shadow-lg lg:hidden"
          data-testid="pdv-cart-bar"
        >
          <span>
            {pt('cart.view')} · {pt('cart.items', { count })}
          </span>
          <span>{formatMoney(pricing.total, currency)}</span>
        </button>
      ) : null}
      <OptionsDialog
        product={optionsFor}
        currency={currency}
        returnFocus={focusSearch}
        onClose={() => setOptionsFor(null)}
        onAdd={(product, choice) => {
          addPlain(product, { items: choice.options, names: choice.optionNames, comments: choice.comments });
          setOptionsFor(null);
        }}
      />
      <WeightDialog
        product={weightFor}
        returnFocus={focusSearch}
        onClose={() => setWeightFor(null)}
        onAdd={(product, weight) => {
          const refused = addPlain(product, { weight });
          if (!refused) setWeightFor(null);
          return refused;
        }}
      />
      <MoveTableDialog
        businessId={business.id}
        currency={currency}
        table={moving ? selectedTable : null}
        kind={moving ?? 'transfer'}
        tables={tables.data ?? []}
        onClose={() => setMoving(null)}
        onMoved={(at) => {
          setMoving(null);
          // The PDV follows the order to the table it now sits at.
          if (at.id !== cart.state.table_id) pickTable(at);
        }}
      />
      <CloseBillDialog
        business={business}
        table={closing ? selectedTable : null}
        order={closing ? currentOrder : null}
        onClose={() => setClosing(false)}
        onClosed={() => {
          setClosing(false);
          cart.reset();
          refreshTables();
        }}
      />
    </div>
  );
}
