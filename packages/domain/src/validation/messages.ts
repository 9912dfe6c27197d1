import { formatMoney } from '../money/money';
import { LOCALE_BY_LANG, type Lang } from './lang';

/**
 * Validation message templates. The Portuguese texts follow Laravel/vee-validate pt_BR, and the
 * custom rules carry the spec's exact texts (§5); English mirrors them.
 */
export const MESSAGES = {
  pt: {
    required: 'O campo {field} é obrigatório',
    ext: 'O campo {field} deve ser um arquivo válido ({extensions})',
    max: 'O campo {field} não deve ter mais que {length} caracteres',
    email: 'O campo {field} deve ser um e-mail válido',
    regex: 'O campo {field} possui um formato inválido',
    min: 'O campo {field} deve conter no mínimo {length} caracteres',
    length: 'O campo {field} deve conter exatamente {length} caracteres',
    confirmed: 'A confirmação do campo {field} não confere',
    numeric: 'O campo {field} deve conter apenas números',
    between: 'O campo {field} deve estar entre {min} e {max}',
    image: 'O campo {field} deve ser uma imagem',
    min_value: 'O campo {field} precisa ser {min} ou maior',
    max_value: 'O campo {field} precisa ser {max} ou menor',
    greater_than: 'O campo {field} deve ser maior que {min}',
    less_than: 'O campo {field} deve ser menor que {max}',
    min_items: 'O campo {field} deve ter pelo menos {min} itens',
    max_items: 'O campo {field} não deve ter mais que {max} itens',
    file_size: 'O campo {field} não deve ser maior que {max} kilobytes',
    date_min: 'O campo {field} deve ser uma data igual ou posterior a {min}',
    date_max: 'O campo {field} deve ser uma data igual ou anterior a {max}',
    after_or_equal: 'O campo {field} deve ser uma data posterior ou igual à {other}',
    multiple_of: 'O campo {field} deve ser múltiplo de {divisor}',
    in: 'O valor selecionado para o campo {field} é inválido',
    invalid: 'O campo {field} é inválido',
    distinct: 'O campo {field} tem valores repetidos',
    unrecognized_keys: 'Campos não permitidos: {keys}',
    type_string: 'O campo {field} deve ser um texto',
    type_number: 'O campo {field} deve ser um número',
    type_integer: 'O campo {field} deve ser um número inteiro',
    type_boolean: 'O campo {field} deve ser verdadeiro ou falso',
    type_array: 'O campo {field} deve ser uma lista',
    type_object: 'O campo {field} deve ser um objeto',
    type_date: 'O campo {field} deve ser uma data válida',
    type_file: 'O campo {field} deve ser um arquivo',
    hour_format: 'O campo {field} deve estar no formato HH:MM',
    max_hour: '{field} não é válida',
    min_hour: '{field} não é válido',
    decimal: 'O campo {field} deve conter apenas valores decimais',
    max_decimals: 'O campo {field} deve ter no máximo {decimals} casas decimais',
    min_weight: 'O peso mínimo deve ser maior ou igual a {min} kg',
    date: 'Data deve ter o padrão YYYY-MM-DD no banco',
    object: 'O campo {field} é obrigatório',
    slug: '{field} deve ter APENAS letras.',
    integer: 'O campo deve ser um número inteiro',
    phone: 'O campo {field} deve ser um número de telefone válido, com DDD',
    email_or_whatsapp: 'Informe o e-mail ou o WhatsApp',
    min_letters: 'O campo {field} deve ter pelo menos {min} letras',
    cep: 'O campo {field} deve ter 8 dígitos',
    cpf_cnpj: 'O {field} informado não é válido. Confira os dígitos',
    discount_reaches_price: 'O desconto deve ser menor que o preço do produto: com ele, o produto sairia de graça',
    discount_without_price: 'Este produto não tem preço próprio, só opções com preço: não há o que descontar',
    empty_range: 'O horário de fechamento deve ser diferente do horário de abertura. Para o dia todo, use das 00:00 às 23:59',
    overlapping_range: 'Este horário se sobrepõe a outro horário do mesmo dia',
    no_active_day:
      'Com todos os dias desligados, o produto nunca fica disponível. Ligue pelo menos um dia ou, para tirá-lo do cardápio, pause o produto',
    no_delivery_day: 'Escolha pelo menos um dia da semana para entregar neste bairro',
    no_payment_method: 'Escolha pelo menos uma forma de pagamento para este tipo de pedido',
    pix_key_cpf: 'Chave Pix inválida: confira os 11 dígitos do CPF',
    pix_key_cnpj: 'Chave Pix inválida: confira os 14 caracteres do CNPJ',
    pix_key_email: 'Chave Pix inválida: informe um e-mail como nome@exemplo.com.br',
    pix_key_phone: 'Chave Pix inválida: informe um celular com DDD, como (11) 98765-4321',
    pix_key_random: 'Chave Pix inválida: a chave aleatória tem 32 letras e números, como 123e4567-e89b-42d3-a456-426614174000',
    percent_decimals: 'O campo {field} aceita no máximo duas casas decimais',
    card_fee_percent_max: 'A taxa do cartão deve ser de no máximo {max}%',
    card_fee_fixed_max: 'A taxa fixa do cartão deve ser de no máximo {max_centavos}',
    host: 'Informe o endereço da impressora na rede, como 192.168.0.50 ou impressora.local',
    mp_access_token: 'Cole o Access Token do Mercado Pago: começa com APP_USR- (produção) ou TEST- (teste)',
    mp_public_key: 'Cole a Public Key do Mercado Pago: começa com APP_USR- (produção) ou TEST- (teste)',
    efi_certificate: 'Envie o certificado .p12 da sua conta Efí (API → Meus certificados)',
    pix_key_any: 'Informe a chave Pix da conta Efí: CPF, CNPJ, e-mail, celular ou chave aleatória',
    printer_prints_nothing: 'Escolha o que esta impressora imprime: comandas da cozinha, recibos ou os dois',
    invalid_data: 'Os dados fornecidos são inválidos.',
    more_errors_one: '(e mais {count} erro)',
    more_errors_other: '(e mais {count} erros)',
  },
  en: {
    required: 'The {field} field is required',
    ext: 'The {field} field must be a valid file ({extensions})',
    max: 'The {field} field may not be greater than {length} characters',
    email: 'The {field} field must be a valid email',
    regex: 'The {field} field format is invalid',
    min: 'The {field} field must be at least {length} characters',
    length: 'The {field} field must be exactly {length} characters',
    confirmed: 'The {field} confirmation does not match',
    numeric: 'The {field} field may only contain numbers',
    between: 'The {field} field must be between {min} and {max}',
    image: 'The {field} field must be an image',
    min_value: 'The {field} field must be {min} or more',
    max_value: 'The {field} field must be {max} or less',
    greater_than: 'The {field} field must be greater than {min}',
    less_than: 'The {field} field must be less than {max}',
    min_items: 'The {field} field must have at least {min} items',
    max_items: 'The {field} field may not have more than {max} items',
    file_size: 'The {field} field may not be greater than {max} kilobytes',
    date_min: 'The {field} field must be a date on or after {min}',
    date_max: 'The {field} field must be a date on or before {max}',
    after_or_equal: 'The {field} field must be a date after or equal to {other}',
    multiple_of: 'The {field} field must be a multiple of {divisor}',
    in: 'The selected {field} is invalid',
    invalid: 'The {field} field is invalid',
    distinct: 'The {field} field has repeated values',
    unrecognized_keys: 'Fields not allowed: {keys}',
    type_string: 'The {field} field must be a text',
    type_number: 'The {field} field must be a number',
    type_integer: 'The {field} field must be an integer',
    type_boolean: 'The {field} field must be true or false',
    type_array: 'The {field} field must be a list',
    type_object: 'The {field} field must be an object',
    type_date: 'The {field} field must be a valid date',
    type_file: 'The {field} field must be a file',
    hour_format: 'The {field} field must be in the HH:MM format',
    max_hour: '{field} is not valid',
    min_hour: '{field} is not valid',
    decimal: 'The {field} field must contain only decimal values',
    max_decimals: 'The {field} field may have at most {decimals} decimal places',
    min_weight: 'The minimum weight must be greater than or equal to {min} kg',
    date: 'Date must follow the YYYY-MM-DD pattern in the database',
    object: 'The {field} field is required',
    slug: '{field} must have ONLY letters.',
    integer: 'The field must be an integer',
    phone: 'The {field} field must be a valid phone number, with area code',
    email_or_whatsapp: 'Enter the e-mail or the WhatsApp',
    min_letters: 'The {field} field must have at least {min} letters',
    cep: 'The {field} field must have 8 digits',
    cpf_cnpj: 'The {field} given is not valid. Check the digits',
    discount_reaches_price: "The discount must be less than the product's price: with it, the product would be free",
    discount_without_price: 'This product has no price of its own, only priced options: there is nothing to discount',
    empty_range: 'The closing time must differ from the opening time. For the whole day, use 00:00 to 23:59',
    overlapping_range: 'This range overlaps another range on the same day',
    no_active_day: 'With every day off, the product is never available. Turn on at least one day or, to take it off the menu, pause the product',
    no_delivery_day: 'Choose at least one weekday to deliver to this district',
    no_payment_method: 'Choose at least one payment method for this order type',
    pix_key_cpf: 'Invalid Pix key: check the 11 digits of the CPF',
    pix_key_cnpj: 'Invalid Pix key: check the 14 characters of the CNPJ',
    pix_key_email: 'Invalid Pix key: enter an email such as name@example.com',
    pix_key_phone: 'Invalid Pix key: enter a Brazilian mobile number with area code, such as (11) 98765-4321',
    pix_key_random: 'Invalid Pix key: a random key has 32 letters and digits, such as 123e4567-e89b-42d3-a456-426614174000',
    percent_decimals: 'The {field} field accepts at most two decimal places',
    card_fee_percent_max: 'The card fee must be at most {max}%',
    card_fee_fixed_max: 'The fixed card fee must be at most {max_centavos}',
    host: "Enter the printer's network address, such as 192.168.0.50 or printer.local",
    mp_access_token: 'Paste the Mercado Pago Access Token: it starts with APP_USR- (production) or TEST- (test)',
    mp_public_key: 'Paste the Mercado Pago Public Key: it starts with APP_USR- (production) or TEST- (test)',
    efi_certificate: 'Upload your Efí account\'s .p12 certificate (API → My certificates)',
    pix_key_any: 'Enter the Efí account\'s Pix key: CPF, CNPJ, e-mail, mobile number or random key',
    printer_prints_nothing: 'Choose what this printer prints: kitchen tickets, receipts or both',
    invalid_data: 'The given data was invalid.',
    more_errors_one: '(and {count} more error)',
    more_errors_other: '(and {count} more errors)',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof MESSAGES)['pt'];

export type MessageParams = Readonly<Record<string, string | number | bigint>>;

/** Numbers read the way the language writes them: 0,5 kg in pt, 0.5 kg in en. */
export function formatNumberForMessage(value: number | bigint, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE_BY_LANG[lang], { maximumFractionDigits: 6 }).format(value);
}

/**
 * Fills {placeholders}; numbers are formatted for the language, and a `…_centavos` one as money by
 * the one money formatter (R$ 100,00 in pt, R$100.00 in en), as the amounts on the page are. A message that starts with the
 * field label is capitalised, because labels are stored in lower case for mid-sentence use.
 */
export function renderMessage(key: MessageKey, lang: Lang, params: MessageParams = {}): string {
  const text = MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'string') return value;
    return name.endsWith('_centavos') ? formatMoney(Number(value), lang) : formatNumberForMessage(value, lang);
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
