import { familyHandler } from '../../lib/http';
import { acknowledgeInbox } from './acknowledge-notifications';
import { getUnreadCount } from './count-unread';
import { listInbox } from './list-notifications';

export const endpoints = [listInbox, getUnreadCount, acknowledgeInbox];
export const handler = familyHandler(endpoints);
