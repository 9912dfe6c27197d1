import type { Lang } from '../validation/lang';
import type { PermissionName } from './permission-rules';

// The labels and descriptions of the permissions (issue 19), for the employee page, the audit log and
// the API's messages; the names and groups are in permission-rules.ts.

type Text = { label: string; description: string };

export const PERMISSION_CATALOGUE: Record<PermissionName, Record<Lang, Text>> = {
  use_pdv: {
    pt: { label: 'PDV', description: 'Lançar pedidos no ponto de venda, abrir e fechar mesas' },
    en: { label: 'Point of sale', description: 'Place orders at the point of sale, open and close tables' },
  },
  manage_orders: {
    pt: { label: 'Gerenciar pedidos', description: 'Ver os pedidos, aceitar, avançar o status e marcar como pago' },
    en: { label: 'Manage orders', description: 'See orders, accept them, move them on and mark them paid' },
  },
  cancel_orders: {
    pt: { label: 'Cancelar pedidos', description: 'Cancelar um pedido, informando o motivo' },
    en: { label: 'Cancel orders', description: 'Cancel an order, giving the reason' },
  },
  give_discounts: {
    pt: { label: 'Dar descontos', description: 'Dar desconto em um pedido no PDV' },
    en: { label: 'Give discounts', description: 'Give a discount on an order at the point of sale' },
  },
  manage_tables: {
    pt: { label: 'Mesas', description: 'Cadastrar, editar e excluir mesas' },
    en: { label: 'Tables', description: 'Add, edit and delete tables' },
  },
  manage_menu: {
    pt: { label: 'Cardápio', description: 'Categorias, produtos, preços, complementos e promoções' },
    en: { label: 'Menu', description: 'Categories, products, prices, options and promotions' },
  },
  manage_customers: {
    pt: { label: 'Clientes', description: 'Ver, cadastrar, editar e excluir clientes' },
    en: { label: 'Customers', description: 'See, add, edit and delete customers' },
  },
  manage_coupons: {
    pt: { label: 'Cupons', description: 'Criar, editar e desativar cupons de desconto' },
    en: { label: 'Coupons', description: 'Create, edit and switch off discount coupons' },
  },
  manage_loyalty: {
    pt: { label: 'Fidelidade', description: 'Programa de pontos, cartão fidelidade e cashback' },
    en: { label: 'Loyalty', description: 'Points programme, stamp card and cashback' },
  },
  manage_whatsapp: {
    pt: { label: 'WhatsApp', description: 'Conectar o WhatsApp e enviar campanhas' },
    en: { label: 'WhatsApp', description: 'Connect WhatsApp and send campaigns' },
  },
  manage_settings: {
    pt: { label: 'Configurações', description: 'Dados do negócio, horários, pagamentos, entrega e ajustes gerais' },
    en: { label: 'Settings', description: 'Business details, hours, payments, delivery and general settings' },
  },
  manage_printers: {
    pt: { label: 'Impressoras', description: 'Cadastrar impressoras e agentes de impressão' },
    en: { label: 'Printers', description: 'Add printers and print agents' },
  },
  view_reports: {
    pt: { label: 'Relatórios e auditoria', description: 'Ver os números do negócio e o registro de quem fez o quê' },
    en: { label: 'Reports and audit', description: "See the business's figures and the record of who did what" },
  },
  manage_subscription: {
    pt: { label: 'Assinatura', description: 'Ver e mudar o plano e a assinatura do Comanda' },
    en: { label: 'Subscription', description: "See and change Comanda's plan and subscription" },
  },
  manage_employees: {
    pt: { label: 'Equipe', description: 'Cadastrar funcionários e mudar suas permissões (só o que a própria pessoa tem)' },
    en: { label: 'Team', description: 'Add employees and change their permissions (only those one holds oneself)' },
  },
};

export function permissionLabel(name: PermissionName, lang: Lang): string {
  return PERMISSION_CATALOGUE[name][lang].label;
}

export function permissionDescription(name: PermissionName, lang: Lang): string {
  return PERMISSION_CATALOGUE[name][lang].description;
}
