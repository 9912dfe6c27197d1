import type { Lang } from './lang';

/**
 * Human labels of wire fields, used as {field} in validation messages. Lower case because they sit
 * in the middle of a sentence ('O campo e-mail é obrigatório'); a message that starts with the
 * field is capitalised by the message formatter.
 */
export const FIELD_LABELS: Record<Lang, Readonly<Record<string, string>>> = {
  pt: {
    _: 'dados',
    name: 'nome',
    first_name: 'nome',
    last_name: 'sobrenome',
    full_name: 'nome completo',
    email: 'e-mail',
    password: 'senha',
    password_confirmation: 'confirmação da senha',
    current_password: 'senha atual',
    token: 'token',
    whatsapp: 'WhatsApp',
    phone: 'telefone',
    address: 'endereço',
    address_street: 'rua',
    address_number: 'número',
    address_complement: 'complemento',
    district: 'bairro',
    district_id: 'bairro',
    city: 'cidade',
    state: 'estado',
    zipcode: 'CEP',
    description: 'descrição',
    amount: 'valor',
    price: 'preço',
    promotional_price: 'preço promocional',
    category_id: 'categoria',
    min_weight: 'peso mínimo',
    weight: 'peso',
    qty: 'quantidade',
    items: 'itens',
    products: 'produtos',
    start_date: 'data de início',
    end_date: 'data de término',
    discount_value: 'valor do desconto',
    opening_time: 'horário de abertura',
    closing_time: 'horário de fechamento',
    hour: 'hora',
    lang: 'idioma',
    avatar: 'avatar',
    logo: 'logo',
    cover: 'capa',
    code: 'código',
    slug: 'slug',
    delivery_fee: 'taxa de entrega',
    table_id: 'mesa',
    order_type_id: 'tipo de pedido',
    payment_type: 'forma de pagamento',
    value_to_change: 'troco para',
    days_of_week: 'dias da semana',
    type: 'tipo',
    status: 'status',
    message: 'mensagem',
    expires_at: 'data de validade',
  },
  en: {
    _: 'data',
    name: 'name',
    first_name: 'first name',
    last_name: 'last name',
    full_name: 'full name',
    email: 'email',
    password: 'password',
    password_confirmation: 'password confirmation',
    current_password: 'current password',
    token: 'token',
    whatsapp: 'WhatsApp',
    phone: 'phone',
    address: 'address',
    address_street: 'street',
    address_number: 'number',
    address_complement: 'complement',
    district: 'neighbourhood',
    district_id: 'neighbourhood',
    city: 'city',
    state: 'state',
    zipcode: 'ZIP code',
    description: 'description',
    amount: 'amount',
    price: 'price',
    promotional_price: 'promotional price',
    category_id: 'category',
    min_weight: 'minimum weight',
    weight: 'weight',
    qty: 'quantity',
    items: 'items',
    products: 'products',
    start_date: 'start date',
    end_date: 'end date',
    discount_value: 'discount value',
    opening_time: 'opening time',
    closing_time: 'closing time',
    hour: 'hour',
    lang: 'language',
    avatar: 'avatar',
    logo: 'logo',
    cover: 'cover',
    code: 'code',
    slug: 'slug',
    delivery_fee: 'delivery fee',
    table_id: 'table',
    order_type_id: 'order type',
    payment_type: 'payment method',
    value_to_change: 'change for',
    days_of_week: 'days of the week',
    type: 'type',
    status: 'status',
    message: 'message',
    expires_at: 'expiry date',
  },
};

/** Extra or overriding labels a form may pass, per field key. */
export type FieldLabelOverrides = Readonly<Record<string, string>>;

/** Label of a field key; unknown keys read as the key with underscores as spaces. */
export function fieldLabel(key: string, lang: Lang, overrides?: FieldLabelOverrides): string {
  const own = overrides && Object.hasOwn(overrides, key) ? overrides[key] : undefined;
  if (own !== undefined) return own;
  const known = Object.hasOwn(FIELD_LABELS[lang], key) ? FIELD_LABELS[lang][key] : undefined;
  return known ?? key.replace(/_/g, ' ');
}

/** The field a path names: its last string segment ('items.0.qty' → 'qty'), '_' for the root. */
export function fieldKeyOfPath(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const segment = path[i];
    if (typeof segment === 'string') return segment;
  }
  return '_';
}
