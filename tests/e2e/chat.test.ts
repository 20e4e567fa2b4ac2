// Chat between two browsers: a buyer starts a conversation with a shop from the 'contact the seller' link
// (`/chat?companyId=&goodsId=`, the link goods pages use: started from the link directly until the goods page
// lands), sends the goods card and a question; the seller, in another browser, sees the unread count in the
// header and the list, opens the conversation (the count clears) and answers; both see the messages in order
// and the buyer sees its message read.
import { sellerProductPage } from '@portal/contracts/http/sale-product';
import { open, send, unread } from '@portal/contracts/http/chat';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { ChatPage } from '../pages/chat.ts';

/** How soon the other browser must show a message (the realtime rule, with slack for a loaded machine). */
const PUSH_MS = 3000;

test('a buyer starts a chat from a goods link, the seller answers from another browser, unread clears', async ({
  page,
  loginAs,
  newContext,
}) => {
  const seller = await apiLogin('seller');
  const companyId = seller.user.company!.id;
  const goods = await callOk<{ records: { id: number }[] }>(sellerProductPage, { query: { companyId, pageSize: 1 } });
  const goodsId = goods.records[0]!.id;
  const unreadBefore = (await callOk<{ total: number }>(unread, { token: seller.token })).total;

  // Browser A: buyer3 follows the goods page's link.
  await loginAs('buyer3');
  const buyer = new ChatPage(page);
  await page.goto(`/chat?companyId=${companyId}&goodsId=${goodsId}`);
  await expect(page).toHaveURL(/conversationId=\d+/);
  await expect(buyer.goodsOffer).toBeVisible();
  await buyer.sendGoodsButton.click();
  await expect(buyer.goodsCards).toHaveCount(1);
  await expect(buyer.goodsOffer).toBeHidden();
  const question = '500 件起订吗？<b>含税</b>';
  await buyer.send(question);
  // Text stays text: the tags show as typed, nothing is rendered as HTML.
  await expect(buyer.messages.last()).toContainText(question);
  await expect(buyer.input).toHaveValue('');

  // Browser B: the seller sees two more unread, in the header and on the conversation.
  const sellerContext = await newContext();
  await storeSession(sellerContext, seller);
  const sellerPage = await sellerContext.newPage();
  const shop = new ChatPage(sellerPage);
  await sellerPage.goto('/chat');
  await expect(shop.headerUnread).toHaveText(String(unreadBefore + 2));
  const fromBuyer = shop.conversationWith(/采购商张伟|buyer3/);
  await expect(shop.unreadOf(fromBuyer)).toHaveText('2');
  await fromBuyer.click();
  await expect(shop.messages).toHaveCount(2);
  await expect(shop.goodsCards).toHaveCount(1);
  await expect(shop.messages.last()).toContainText(question);
  // Opened: read, so the counts clear (in this tab and in the header that follows user:<id>).
  await expect(shop.unreadOf(fromBuyer)).toHaveCount(0);
  await expect(shop.headerUnread).toHaveText(String(unreadBefore)); // the seeded conversation stays unread
  await expect(buyer.delivery).toHaveAttribute('data-state', 'read', { timeout: PUSH_MS });

  // The seller answers; the buyer's open conversation shows it without a reload, after its own messages.
  const answer = '有现货，付款后 3 天内发货。';
  await shop.send(answer);
  await expect(buyer.messages).toHaveCount(3, { timeout: PUSH_MS });
  await expect(buyer.messages.nth(2)).toContainText(answer);
  await expect(buyer.messages.nth(2)).toHaveAttribute('data-side', 'theirs');
  await expect(buyer.messages.nth(1)).toHaveAttribute('data-side', 'mine');
  await expect(shop.messages.nth(2)).toHaveAttribute('data-side', 'mine');
  // The buyer is looking at it: nothing waits unread for the buyer, and the seller sees the answer read.
  await expect(buyer.headerUnread).toHaveCount(0);
  await expect(shop.delivery).toHaveAttribute('data-state', 'read', { timeout: PUSH_MS });

  // Messages persist: a reload shows the same conversation in the same order.
  await page.reload();
  await expect(buyer.messages).toHaveCount(3);
  await expect(buyer.messages.nth(2)).toContainText(answer);
});

test('a long conversation opens at its newest message and keeps the newest in view as more arrive', async ({
  page,
  loginAs,
}) => {
  // buyer2 and the factory's shop: a conversation of this test's own, longer than the view.
  const factory = await apiLogin('factory');
  const buyer = await apiLogin('buyer2');
  const conversation = await callOk<{ id: number }>(open, {
    token: buyer.token,
    body: { companyId: factory.user.company!.id },
  });
  const say = async (token: string, text: string) =>
    callOk(send, {
      token,
      body: { conversationId: conversation.id, kind: 'text', text, clientKey: crypto.randomUUID() },
    });
  // Lines of different lengths (the bubbles off screen are drawn only once near the view: their heights
  // differ from the placeholder's). At most 5 a second per sender.
  for (let i = 1; i <= 24; i += 1) {
    await say(buyer.token, `第 ${i} 条：${'样品已寄出，请查收。'.repeat((i % 4) + 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 210));
  }

  await loginAs('buyer2');
  const chat = new ChatPage(page);
  await page.goto(`/chat?conversationId=${conversation.id}`);
  await expect(chat.messages.last()).toContainText('第 24 条');
  await expect(chat.messages.last()).toBeInViewport();

  // The factory answers twice: each answer shows at the bottom, in view, without the buyer scrolling.
  for (const text of ['收到，明天安排验货。', '验货时间：上午 10 点。']) {
    await say(factory.token, text);
    await expect(chat.messages.last()).toContainText(text, { timeout: PUSH_MS });
    await expect(chat.messages.last()).toBeInViewport();
  }
});
