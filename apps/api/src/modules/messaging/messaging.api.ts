// What other modules may use of messaging (the module map: decision 0043).
export { whatsappWebhookAccount } from './connection/whatsapp-connections.repository';
export { cloudWebhookAccount } from './connection/cloud-secret';
export { handleCloudDelivery } from './incoming/cloud-events';
export { failWhatsappMessage, sendWhatsappMessage } from './messages/send-whatsapp-message';
export { queueWhatsappMessage } from './messages/queue-message';
export { handleConnectionUpdate, handleMessageUpdate, handleMessageUpsert, handleQrcodeUpdated } from './incoming/evolution-events';
export { orderMessagesConsumer } from './orders/order-messages';
export { mailOwnersWhatsappPaused } from './connection/paused-mail';
export { runLaneStep } from './campaigns/lane';
export { whatsappRelay } from './messages/relay';
