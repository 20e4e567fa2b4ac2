// Page object of the chat (`/chat`): the conversation list with its unread badges, one conversation's
// messages (in order, with the sender's delivery state) and the composer; and the header's unread total.
import type { Locator, Page } from '@playwright/test';
import { chatTestIds as ids } from '../../web/src/features/chat/test-ids.ts';
import { testIds } from '../../web/src/shared/test-ids.ts';

export class ChatPage {
  readonly page: Page;
  readonly listItems: Locator;
  readonly messages: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly goodsOffer: Locator;
  readonly sendGoodsButton: Locator;
  readonly goodsCards: Locator;
  readonly delivery: Locator;
  readonly peer: Locator;
  /** The header's chat unread total (absent at 0). */
  readonly headerUnread: Locator;

  constructor(page: Page) {
    this.page = page;
    this.listItems = page.getByTestId(ids.listItem);
    this.messages = page.getByTestId(ids.message);
    this.input = page.getByTestId(ids.input);
    this.sendButton = page.getByTestId(ids.send);
    this.goodsOffer = page.getByTestId(ids.goodsOffer);
    this.sendGoodsButton = page.getByTestId(ids.sendGoods);
    this.goodsCards = page.getByTestId(ids.goodsCard);
    this.delivery = page.getByTestId(ids.delivery);
    this.peer = page.getByTestId(ids.peer);
    this.headerUnread = page.getByTestId(testIds.header.chatCount);
  }

  /** The list entry of a conversation, found by the peer's name shown in it. */
  conversationWith(name: string | RegExp): Locator {
    return this.listItems.filter({ hasText: name });
  }

  unreadOf(item: Locator): Locator {
    return item.getByTestId(ids.listItemUnread);
  }

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.sendButton.click();
  }

  /** The texts of the messages on screen, in order (goods cards and pictures as what they show). */
  async texts(): Promise<string[]> {
    return (await this.messages.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  }
}
