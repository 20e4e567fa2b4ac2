// The English side of seed/content-data.ts: each list here matches its Chinese list entry for entry (same
// order, same `{slot}` names), so the content seed writes both languages from one draw (a test checks it).

type Article = { title: string; body: readonly string[] };

export const ANNOUNCEMENTS_EN: readonly Article[] = [
  {
    title: 'Market closure and platform services over the Spring Festival',
    body: [
      'As arranged by the market management committee, every district of the International Trade City closes on the 25th day of the twelfth lunar month and reopens on the 16th day of the first month.',
      'While the market is closed, online trading, inquiries and auctions stay open; shipping dates follow each shop’s own notice. The customer hotline is staffed daily from 9:00 to 17:00.',
      'Please count your stock and update your prices beforehand, so that no buyer is stopped by an expired price.',
    ],
  },
  {
    title: 'Annual review of merchant qualifications',
    body: [
      'To keep trading safe, the platform reviews the business licences, legal-representative IDs and shop details of all merchants once a year.',
      'Please sign in to the merchant centre before the end of this month, check your company details and upload your latest licences; shops that miss the deadline cannot list new goods.',
      'A review takes 3 to 7 working days; the result is sent by site message and SMS.',
    ],
  },
  {
    title: 'Nominations open for this year’s “Trusted Merchant” awards',
    body: [
      'To promote honest business, the platform and the market management run this year’s “Trusted Merchant” awards.',
      'Merchants are judged on order fulfilment, after-sales response time, buyer reviews and complaint handling; winners are featured on the home page for three months.',
      'Entries are open in the merchant centre; every eligible merchant is welcome to take part.',
    ],
  },
  {
    title: 'Scheduled system maintenance',
    body: [
      'To make the system more stable and faster, the platform will be upgraded this Saturday from 0:00 to 6:00.',
      'The website and the mobile app are unavailable during the upgrade; submitted orders and auction bids are not affected, and auction end times are extended accordingly.',
      'We apologise for any inconvenience.',
    ],
  },
  {
    title: 'Rules for showing goods prices',
    body: [
      'Recent checks found goods whose prices had not been updated for a long time or did not match the prices actually charged.',
      'From today, a price past its validity is marked “price expired” automatically and buyers cannot order at it; please keep your quotes up to date.',
      'For goods whose price must be applied for, merchants should decide on each application within 2 working days.',
    ],
  },
  {
    title: 'Revised deposit rules',
    body: [
      'To keep auctions and group buys fair and orderly, the deposit rules have been revised; the new rules apply from the 1st of next month.',
      'A deposit must be paid and approved before bidding, and a deposit under review cannot be used to bid; deposits of bidders who do not win are refunded to the original account within 3 working days.',
      'A user who defaults loses the deposit under the rules, to compensate the other party.',
    ],
  },
  {
    title: 'Campaign against counterfeit and shoddy goods',
    body: [
      'To protect market order and consumers, the platform starts a three-month campaign against counterfeit and shoddy goods today.',
      'It targets trademark infringement, false places of origin and unlicensed production; goods found in breach are taken down and, in serious cases, the shop is frozen.',
      'Buyers are welcome to report leads through the complaint channel of the help centre; the platform keeps every informant’s identity confidential.',
    ],
  },
  {
    title: 'Revised auction rules',
    body: [
      'To stop last-second sniping, auctions now extend: a new bid in the last 5 minutes moves the end time 5 minutes later, up to 6 times.',
      'A bid must be at least the current price plus one increment and a whole multiple of the increment; bids rank by amount, and equal amounts rank by who bid first.',
      'The new rules apply to every auction that starts after this notice.',
    ],
  },
  {
    title: 'New 1039 market-procurement filing service',
    body: [
      'To make exporting easier for small merchants, the service zone now offers filings under the 1039 market-procurement trade mode, for mixed containers of small batches of many kinds of goods.',
      'Merchants choose a partner customs broker in the service zone, submit the packing list and goods list online, and enjoy the VAT exemption of the mode.',
      'The step-by-step guide is in the “Logistics” section of the help centre.',
    ],
  },
  {
    title: 'How long merchant applications take',
    body: [
      'Many merchants are applying at the moment: a complete application is reviewed within 3 to 7 working days.',
      'Please make sure the business licence, both sides of the ID card and the shop logo are clear and complete; logos should come in two sizes, 414×180 and 400×400.',
      'A rejected application can be corrected according to the reason given and submitted again.',
    ],
  },
  {
    title: 'Beware of fraudsters posing as platform support',
    body: [
      'Fraudsters have recently posed as platform support, asking for money for “a shop violation deposit” or “a refund for an abnormal order”.',
      'Platform support never collects any fee through a private account and never asks for SMS codes or passwords.',
      'If anything looks suspicious, check with the official hotline or report it to the local police.',
    ],
  },
  {
    title: 'Payment proofs for group-buy deposits',
    body: [
      'Buyers in a group buy must upload a payment proof after paying the deposit: JPG, PNG or PDF, at most 10 MB each and at most 3 files.',
      'The quantity may not be below the group buy’s minimum order or above the remaining stock.',
      'Once the deposit is approved, the system reserves the quantity for you.',
    ],
  },
];

export const POLICIES_EN: readonly Article[] = [
  {
    title: 'The market-procurement trade mode (1039) explained',
    body: [
      'Market procurement is a trade mode in which goods bought in a recognised market cluster are cleared for export by a qualified operator; its customs code is “1039”.',
      'It suits small batches of many kinds of goods, with goods worth less than USD 150,000 per declaration, declared in a simplified way by broad category.',
      'Goods exported this way are exempt from VAT, which lowers the export costs of small merchants.',
    ],
  },
  {
    title: 'Tax relief for small and micro businesses at a glance',
    body: [
      'To support small and micro businesses, the state continues the VAT relief for small-scale taxpayers and the income-tax relief for small low-profit enterprises.',
      'Eligible market traders claim them when filing through the electronic tax bureau, with no extra registration.',
      'The service zone collects the original texts and filing guides of these policies.',
    ],
  },
  {
    title: 'New export tax rules of the cross-border e-commerce pilot zones',
    body: [
      'Qualified exporters in the cross-border e-commerce pilot zones may apply the VAT and consumption-tax exemption to goods without valid purchase invoices.',
      'They register the export date, goods name, unit, quantity, unit price and amount on the zone’s online service platform.',
      'The new rules further simplify the tax side of cross-border e-commerce exports.',
    ],
  },
  {
    title: 'Tariff cuts for small commodities under RCEP',
    body: [
      'Since the Regional Comprehensive Economic Partnership (RCEP) came into force, more than 90% of goods traded between its members are moving to zero tariffs.',
      'Tariffs on Yiwu’s strong lines, such as toys, stationery, household goods and textiles, fall year by year in Japan, Korea and ASEAN.',
      'Exporters can apply to customs for an RCEP certificate of origin to enjoy the agreed rates.',
    ],
  },
  {
    title: 'Compulsory certification of children’s toys',
    body: [
      'Under the compulsory certification catalogue, prams, electric toys, plastic toys, metal toys, projectile toys and dolls need CCC certification before they can be sold.',
      'Toys exported to the EU must meet EN 71 and carry the CE mark; toys for the US must meet ASTM F963 and CPSIA.',
      'The platform takes down toys without a valid certificate.',
    ],
  },
  {
    title: 'Guidelines for labels and places of origin',
    body: [
      'Goods must show their name, the maker’s name and address, the place of origin, the size and the materials in a prominent place.',
      'Textiles must state their fibre content under the national standard; jewellery must state the purity of any precious metal.',
      'False places of origin or borrowed maker names and addresses are prosecuted by market regulators.',
    ],
  },
  {
    title: 'Paperless export tax refunds, step by step',
    body: [
      'Exporters can file export tax refunds without paper through the electronic tax bureau, entirely online, usually within 3 working days.',
      'Before filing, complete the export refund (exemption) registration and make sure the customs declarations and invoices are all in electronic form.',
      'The platform’s partner customs brokers offer a one-stop refund service.',
    ],
  },
  {
    title: 'Hedging currency risk: a guide for traders',
    body: [
      'Exchange-rate swings add to the risks of foreign trade; forward contracts and currency options let a business lock in a rate.',
      'Small businesses can look for the banks’ support schemes for first-time hedgers, which lower the cost of hedging.',
      'Finance providers in the service zone offer currency advice and settlement services.',
    ],
  },
  {
    title: 'Registration duties of e-commerce operators',
    body: [
      'E-commerce operators must register as market entities and keep their business licence shown prominently on their home page.',
      'Individuals making occasional small sales need not register, but must verify their identity before using the platform’s business functions.',
      'The platform checks the information merchants publish regularly.',
    ],
  },
  {
    title: 'Market access and inspection of imported goods',
    body: [
      'Imported consumer goods must meet China’s compulsory national standards; food and cosmetics also need import registration and inspection.',
      'Chinese labels must be applied before entry, naming the country of origin and the distributor.',
      'Merchants of the imported-goods hall in District 5 can book clearance services in the platform’s service zone.',
    ],
  },
];

export const EXHIBITIONS_EN: readonly Article[] = [
  {
    title: 'China Yiwu International Commodities (Standards) Fair opens soon',
    body: [
      'This year’s Yiwu Fair has more than 4,000 standard booths covering hardware and machinery, electronics, household goods, crafts, office and culture, sports and outdoor leisure.',
      'Sourcing meetings, a cross-border e-commerce forum and product launches run alongside, and more than 200,000 visits from buyers at home and abroad are expected.',
      'The platform’s online exhibition hall opens at the same time: buyers who cannot come can browse the exhibits and book meetings online.',
    ],
  },
  {
    title: 'Exhibitor sign-up opens for the Yiwu Stationery and Gifts Fair',
    body: [
      'The fair shows new products and techniques in school stationery, office supplies and gift packaging.',
      'Exhibitors apply for booths online in the platform’s exhibition zone: choose an area and exhibits, and give the planned move-in and show times.',
      'Booths are limited: first come, first served.',
    ],
  },
  {
    title: 'Imported Commodities Fair brings exhibitors from over 60 countries and regions',
    body: [
      'The fair has areas for food, household goods, mother-and-baby products and beauty; exhibitors come from more than 60 countries and regions in Europe, Southeast Asia and the Middle East.',
      'Sourcing meetings during the fair connect Chinese distributors directly with overseas brands.',
      'Visitors can register on the platform in advance and enter with an e-ticket.',
    ],
  },
  {
    title: 'Trade-visitor pre-registration opens for the Hardware and Electrical Fair',
    body: [
      'The fair shows hand tools, power tools, hardware fittings and small appliances, with companies of the Yongkang and Cixi industrial belts out in force.',
      'Trade visitors pre-register on the platform with their name, mobile number, company and sourcing interests.',
      'Pre-registered visitors receive the fair catalogue and the exhibitor list free of charge.',
    ],
  },
  {
    title: 'Forest Products Fair shows new trends in green living',
    body: [
      'Under the theme “green, ecological, shared”, the fair shows wooden furniture, bamboo and wood products and woodcarvings.',
      'Dongyang woodcarving and Anji bamboo companies exhibit together, showing traditional crafts meeting modern design.',
      'Live-stream selling runs online during the fair.',
    ],
  },
  {
    title: 'Tourism Commodities Fair adds a cultural and creative products area',
    body: [
      'The new area gathers museum merchandise, intangible-heritage handicrafts and city souvenirs from across the country.',
      'The fair encourages original design with an award for the best tourism products; winners are featured on the platform’s home page.',
      'Registration closes 30 days before the fair opens.',
    ],
  },
  {
    title: 'Autumn Sourcing Festival and online fair close with success',
    body: [
      'The five-day online fair of the Autumn Sourcing Festival drew more than 3,200 exhibiting merchants and over 1.8 million online visits.',
      'About 12,000 intended orders were placed; Christmas decorations, vacuum flasks and plush toys drew the most inquiries.',
      'Highlights stay on show in the online exhibition hall until the end of the year.',
    ],
  },
  {
    title: 'Booth applications for the Sporting Goods and Outdoor Leisure Fair',
    body: [
      'The sporting goods area is divided into fitness equipment, ball sports and outdoor camping; booths are allocated by floor area.',
      'When applying, the number of chosen exhibits must match the goods on show and fit the actual area of the booth.',
      'The organiser reviews applications within 5 working days.',
    ],
  },
  {
    title: 'Cross-border e-commerce product selection conference at the International Expo Center',
    body: [
      'The conference focuses on the best-selling categories of Amazon, AliExpress and TikTok Shop, with a selection area and a trends stage.',
      'Sellers meet Yiwu source factories on site and get dropshipping and overseas-warehouse offers.',
      'Platform merchants can apply for a free display spot.',
    ],
  },
  {
    title: 'Knitting and Hosiery Fair held in Datang, Zhuji',
    body: [
      'The fair shows the latest products and smart sock-knitting machines of the Datang hosiery belt, with more than 500 exhibitors.',
      'A hosiery price index and trend report are published during the fair as a reference for buyers.',
      'The platform takes groups of buyers to visit source factories.',
    ],
  },
  {
    title: 'Jewellery and Accessories Fair announces spring-summer trends',
    body: [
      'The fair’s spring-summer trends: pearls, minimalist geometry and Guochao designs lead the way.',
      'Companies of the Pujiang crystal and Yiwu jewellery belts launch new lines, with custom and private-label deals negotiated on site.',
      'The trend pieces are also shown in the online hall, with online quotes.',
    ],
  },
  {
    title: 'Exhibitors wanted for the Crafts and Home Decor Fair',
    body: [
      'The crafts area covers festive goods, resin ornaments, ceramic crafts and artificial flowers; Dehua ceramics and Dongyang woodcarving companies have confirmed.',
      'Exhibitors upload exhibit details and download the exhibitor manual and booth plan on the platform.',
      'Visitor registration opens one month before the fair.',
    ],
  },
];

/** Same slots as MARKET_TITLES. */
export const MARKET_TITLES_EN = [
  '{industry} market this week: {trend}, trading volume {direction} {percent}% on last week',
  '{industry} export orders pick up as buyers from {market} buy more',
  '{industry} district at peak season: new styles in stock sell out',
  '{industry} price index edges {direction}; {leaf} trade briskly',
  'Inside {hall}: {industry} merchants stock up as foreign inquiries grow',
] as const;
/** The English of TRENDS, entry for entry. */
export const TRENDS_EN = [
  'new spring-summer styles sell well',
  'strong demand for holiday stock',
  'export orders grow steadily',
  'busy buying from e-commerce channels',
  'raw-material prices settle',
];
/** The English of the market-news directions ('上涨', '增长', '回落'). */
export const MARKET_DIRECTIONS_EN: Record<string, string> = { 上涨: 'up', 增长: 'up', 回落: 'down', 下跌: 'down' };
export const MARKET_PARAGRAPHS_EN = [
  'Market monitoring shows {industry} footfall staying high every day this week, with inquiries for {leaf} and similar lines growing fastest.',
  'Many merchants say orders from {market} came earlier than in past years; production is booked into the middle of next month and some best sellers are out of stock.',
  'Industry insiders point out that with cross-border e-commerce growing fast, small and frequent orders are becoming the norm, which asks more of merchants’ stock on hand.',
  'The market management reminds buyers to check a price’s validity and the minimum order before ordering, and to place large orders through the platform’s secured trading.',
  'Prices of {industry} goods are stable overall; higher material and freight costs have nudged up quotes for some mid- and high-end products.',
];

/** Same slots as INDUSTRY_TITLES. */
export const INDUSTRY_TITLES_EN = [
  '{belt} industrial belt goes digital: {count} companies now sell direct online',
  'New national standard for {industry} is coming; companies prepare compliant production',
  'Green is the new direction for {industry}: biodegradable materials spread fast',
  '{industry} companies go abroad together, building overseas warehouses faster',
  'Smart manufacturing upgrades the {belt} belt: output per worker up {percent}%',
] as const;
export const INDUSTRY_PARAGRAPHS_EN = [
  'As a major national base for {industry}, the {belt} industrial belt has more than {count} manufacturers, selling to over 150 countries and regions.',
  'In recent years local companies have brought in automated lines and digital management, cutting the time from sample to mass production by a third.',
  'Experts say belt companies meeting buyers directly on online platforms skip the middlemen, earning better margins and reacting faster to the market.',
  'On branding, more and more companies register their own trademarks and design patents, moving from contract manufacturing to their own brands.',
  'The industry association will keep taking companies to fairs at home and abroad and bring testing, certification and finance services closer to the belt.',
];

/** The English of MARKETS, entry for entry. */
export const MARKETS_EN = [
  'the Middle East',
  'Africa',
  'Southeast Asia',
  'South America',
  'Europe',
  'Central Asia',
  'Russia',
  'North America',
];

/** The help centre in English: HELP_ARTICLES entry for entry. */
export const HELP_ARTICLES_EN: readonly { title: string; answer: readonly string[] }[] = [
  {
    title: 'How do I register on the platform?',
    answer: [
      'Click “Register” at the top right and choose who you are: buyer, shop, factory or service provider.',
      'Enter an account name and mobile number, request and enter the SMS code and the picture code, and set a password of 6-16 characters with both letters and digits.',
      'Read and accept the user agreement, then click “Register”; you are signed in as soon as registration succeeds.',
    ],
  },
  {
    title: 'I did not receive the SMS code. What now?',
    answer: [
      'Check that the mobile number is right, the phone has signal and no SMS blocker is on.',
      'A code is valid for 5 minutes; if the same number asks too often, the system says “Too many attempts, please try again later”: wait 60 seconds and try again.',
      'If the code still does not arrive, please contact support.',
    ],
  },
  {
    title: 'Can I sign in with just my mobile number?',
    answer: [
      'Yes. Switch to “Mobile sign-in” on the sign-in page, enter your registered number and the SMS code: no password needed.',
      'Password sign-in and mobile sign-in open the same account with the same data.',
    ],
  },
  {
    title: 'Registration says “The passwords do not match”. What now?',
    answer: [
      '“Confirm password” must be exactly the same as “Password”, including upper and lower case.',
      'Type both again; a password has 6-16 characters with both letters and digits.',
    ],
  },
  {
    title: 'What is the difference between a personal and a business user?',
    answer: [
      'A personal user can browse, save and ask about goods right after registering, but must be verified before using business functions such as auctions, group buys or opening a shop.',
      'An unverified personal user who applies sees “Personal users cannot apply, please verify first”: submit your company details in the user centre to get verified.',
    ],
  },
  {
    title: 'How do I reset a forgotten password?',
    answer: [
      'Click “Forgot password” on the sign-in page, enter your registered mobile number and request an SMS code.',
      'Once verified, set and confirm a new password and sign in with it.',
    ],
  },
  {
    title: 'Why did my session expire?',
    answer: [
      'For your account’s safety a session lasts for a limited time; signing out on another device or changing the password also ends it.',
      'When “Your session has expired” appears, you can stay on the page and keep browsing, or sign in again to carry on.',
    ],
  },
  {
    title: 'How do I complete my company details?',
    answer: [
      'After signing in, open User centre > Company details and enter the company name, unified social credit code, legal representative, registered capital and registered address.',
      'Upload your business licence and other certificates and submit them for review; once approved you can quote, bid and use the other business functions.',
      'Using them before the details are complete shows “Please complete your company details first”.',
    ],
  },
  {
    title: 'How do I switch between Chinese and English?',
    answer: [
      'Click the language switch at the top of the page to move between Chinese and English without reloading.',
      'Your choice is kept in this browser and used on your next visit.',
    ],
  },
  {
    title: 'What happens if I sign in in several browser windows?',
    answer: [
      'Tabs of the same browser share one session: signing in or out in one tab updates the others.',
      'Signing out clears the stored sign-in token, the cart count and your search history.',
    ],
  },
  {
    title: 'How do I find the goods I need?',
    answer: [
      'Type a product name, brand, category or shop name into the search box at the top.',
      'Or browse step by step from the home page through Industry Classification, Professional Market or Source Factories, and filter by price range, origin, source and unit.',
      'Results can be sorted by best match, sales, price or newest.',
    ],
  },
  {
    title: 'What does “Apply to see the price first” mean?',
    answer: [
      'Some merchants only show their wholesale prices to approved buyers: apply for the price first, and you see it once the merchant approves.',
      'Click “Apply to see price” on the product page; the result comes as a site message.',
    ],
  },
  {
    title: 'What is an inquiry and how do I send one?',
    answer: [
      'An inquiry (RFQ) is how a buyer posts a sourcing need to the platform’s merchants and collects quotes; only buyers can post inquiries.',
      'Enter the title, goods, category, quantity, target price, unit, delivery place, deadline and phone number; you can attach up to 5 files of at most 10 MB each.',
      'When merchants quote, you see their offers in the inquiry list and can counter-offer.',
    ],
  },
  {
    title: 'Why can I not buy some goods?',
    answer: [
      'You cannot buy from your own shop; goods taken off the shelf show “This product is off the shelf”.',
      'Goods whose price has expired cannot be ordered at that price: “The price has expired, please choose another price”.',
      'Goods whose stock is below the minimum order cannot be ordered either.',
    ],
  },
  {
    title: 'How do I check out my cart?',
    answer: [
      'Tick the goods to check out (or “Select all”), adjust the quantities and click “Check out”.',
      'Nothing ticked, nothing to submit. Limited-time discount goods cannot go in the cart: order them from the product page.',
      'On the order confirmation page, choose the order type, delivery time and payment method, enter the consignee and submit.',
    ],
  },
  {
    title: 'Can I order a fractional quantity?',
    answer: [
      'Yes. Goods priced by the ton and similar units accept decimal quantities with up to four decimal places.',
      'More than four decimal places shows “Please enter a valid quantity”.',
    ],
  },
  {
    title: 'How do I save goods and shops?',
    answer: [
      'Click “Save” on a product or shop page; saved items are under “My favourites”.',
      'Goods you have viewed are kept in “My footprints” so you can find them again.',
    ],
  },
  {
    title: 'How does a merchant open a shop?',
    answer: [
      'After signing in, open “Open a shop” and choose the shop type: flagship, speciality, franchise or factory-direct.',
      'Company details: upload the business licence and both sides of the legal representative’s ID, and choose at least one industry.',
      'Shop details: a shop name of at most 10 Chinese characters and a logo in 414×180 and 400×400; then submit for review.',
    ],
  },
  {
    title: 'How long does the shop review take?',
    answer: [
      'A complete application is reviewed within 3 to 7 working days.',
      'It is submitted, rejected or approved; a rejected application can be corrected and sent again, and an approved shop goes live at once.',
    ],
  },
  {
    title: 'What files may I attach to a shop application?',
    answer: [
      'Up to 3 attachments of at most 10 MB each.',
      'Accepted formats: JPG, PNG, PDF, GIF, Excel, Zip and Word.',
    ],
  },
  {
    title: 'How many industries can a shop show on the home page?',
    answer: [
      'Choose at least one industry when applying; a shop shows at most 5 industry tags on the home page.',
      'Industries can be changed in the shop settings of the merchant centre.',
    ],
  },
  {
    title: 'Can only factories post supply offers?',
    answer: [
      'Yes: supply offers are for factories only; other roles see “Only factories can post this”.',
      'Sourcing requests (inquiries) are for buyers only.',
    ],
  },
  {
    title: 'How does a merchant answer an inquiry?',
    answer: [
      'Merchants see buyers’ inquiries in the inquiry list of the merchant centre, enter a quote and submit it.',
      'If the role cannot quote, “Your current role cannot quote” appears: make sure you use a shop or factory account.',
    ],
  },
  {
    title: 'Which payment methods does the platform support?',
    answer: [
      'Online payment and cash on delivery, as each merchant allows.',
      'Orders are ordinary or financed; a financed order needs an approved credit line first.',
    ],
  },
  {
    title: 'What is a financed order and how do I get credit?',
    answer: [
      'A financed order is paid from a credit line of the platform’s partner financial institutions, for buyers who need working capital.',
      'Apply for supply-chain finance in the service zone; once approved you see your total and available credit and the deposit ratio.',
    ],
  },
  {
    title: 'How do I ask for an invoice?',
    answer: [
      'Keep your invoice details in the user centre: invoice title, tax number, bank and account.',
      'Choose an invoice when ordering; the merchant issues it for the order amount after shipping.',
    ],
  },
  {
    title: 'How do I use a coupon?',
    answer: [
      'Claim coupons in the coupon centre; when an order meets a coupon’s threshold, choose it on the order confirmation page.',
      'Every coupon has a validity period and cannot be used after it.',
    ],
  },
  {
    title: 'How are tax and freight in an order calculated?',
    answer: [
      'Freight follows the merchant’s freight template, by weight or by piece, and may differ by region.',
      'Tax follows each product’s tax rate; the confirmation page shows freight, tax and the total to pay.',
    ],
  },
  {
    title: 'Which delivery methods are there?',
    answer: [
      'Home delivery and pick-up by the buyer.',
      'For pick-up, go to the address and at the time the merchant gives.',
    ],
  },
  {
    title: 'How do I manage delivery addresses?',
    answer: [
      'On the order confirmation page or under Addresses in the user centre you can add, edit and delete addresses and set a default.',
      'A new address needs a province, city and district and a detailed address; otherwise “Please choose a province, city and district” or “Please enter the detailed address” appears.',
    ],
  },
  {
    title: 'How do I export small batches under 1039?',
    answer: [
      'Choose a customs broker in the service zone and submit the goods list, packing list and buyer details.',
      'The broker consolidates and clears your goods for export under the market-procurement trade mode (1039).',
      'After export you can track the shipment on the platform.',
    ],
  },
  {
    title: 'How do I find logistics companies and warehouses?',
    answer: [
      'On the logistics page, search logistics companies by route and destination and compare prices and transit times.',
      'The cloud warehouse service takes warehousing requests online; the warehouse list shows address, area and free capacity.',
    ],
  },
  {
    title: 'What if goods arrive damaged?',
    answer: [
      'Check the packaging when signing for the delivery; refuse it, or note the damage on the receipt.',
      'Within 48 hours of receipt, request after-sales service in the order details and upload photos as proof.',
    ],
  },
  {
    title: 'How do I take part in an auction?',
    answer: [
      'Choose an auction in the auction list, click “Sign up” and pay the deposit.',
      'Once the deposit is approved you can bid while the auction runs; while it is under review, a bid shows “Deposit under review”.',
      'When the auction ends, the highest bid wins.',
    ],
  },
  {
    title: 'What are the bidding rules?',
    answer: [
      'The first bid is at least the starting price; each later bid is at least the current price plus one increment, in whole increments.',
      'Bids rank by amount, highest first; equal amounts rank by who bid first.',
      'A new bid in the last few minutes extends the end time automatically.',
    ],
  },
  {
    title: 'When is an auction deposit refunded?',
    answer: [
      'Deposits of bidders who do not win are refunded to the original account within 3 working days after the auction.',
      'The winner’s deposit counts towards the payment; a winner who defaults loses the deposit under the rules.',
    ],
  },
  {
    title: 'What is a group buy and how do I join one?',
    answer: [
      'In a group buy, several buyers order the same goods together to get a lower price.',
      'Enter your quantity (at least the minimum order and at most the stock), pay the deposit and upload the payment proof, up to 3 files.',
      'If the group reaches its target by the deadline, everyone buys at the group price.',
    ],
  },
  {
    title: 'Which clock does the auction countdown follow?',
    answer: [
      'The countdown follows the server’s clock; the page corrects for any difference between your device and the server.',
      'If the network drops, the page says so and refreshes on a timer, then catches up on the latest bids when the connection is back.',
    ],
  },
  {
    title: 'How do I request a factory inspection?',
    answer: [
      'There are two kinds: the buyer’s own inspection (of the factory or the goods) and an inspection by the platform.',
      'The steps: request, review, date, inspection items, inspection, report and team visit.',
      'A factory without an inspection report shows “No inspection report yet”.',
    ],
  },
  {
    title: 'How do I return goods or get a refund?',
    answer: [
      'Click “After-sales” on the order details page, choose return and refund or refund only, give the reason and upload proof.',
      'Once the merchant agrees, send the goods to the address given; the refund goes back the way you paid when the merchant receives them.',
    ],
  },
  {
    title: 'How do I leave a message for a factory?',
    answer: [
      'Click “Leave a message” on the factory page and enter a contact name, an email address and your message.',
      'A message has 20 to 4,000 characters and the email address must be valid; you are emailed when the factory replies.',
    ],
  },
  {
    title: 'How do I review goods and merchants?',
    answer: [
      'Once an order is complete, give the goods and the merchant 1 to 5 stars in the order list and add a written review.',
      'Reviews appear on the product page to help other buyers.',
    ],
  },
  {
    title: 'How do I complain about a merchant?',
    answer: [
      'Click “Complain” on the order details or the shop page, choose the type of complaint and submit your evidence.',
      'The platform steps in within 3 working days and tells you the outcome by site message.',
    ],
  },
  {
    title: 'It says “Too many attempts”. What now?',
    answer: [
      'To stop abuse, requesting codes, signing in and similar actions are rate-limited.',
      'Wait a moment and try again; a minute is usually enough.',
    ],
  },
  {
    title: 'The page says “System error, please contact the administrator”. What now?',
    answer: [
      'Reload the page and try again; if it keeps happening, note the page and the steps that lead to it.',
      'Report it through the hotline or online support, and our engineers will deal with it quickly.',
    ],
  },
  {
    title: 'What are spot listings?',
    answer: [
      'Spot listings show goods whose stock covers the minimum order, ready to buy at once.',
      'Filter spot goods by category, brand, origin and price range, then order directly or add them to the cart.',
    ],
  },
  {
    title: 'What are the platform’s self-run goods?',
    answer: [
      'Self-run goods are selected, quality-checked and shipped by the platform operations centre.',
      'Search results can be filtered by “Source” into self-run goods, shop goods and factory goods.',
    ],
  },
  {
    title: 'How do I exhibit at a fair?',
    answer: [
      'Choose a fair in the exhibition zone and click “Apply for a booth”; choose an area and exhibits, set the move-in and show times and submit.',
      'The number of chosen exhibits must match the goods on show and fit the actual area.',
      'When there is no fair, the page shows “No exhibitions”.',
    ],
  },
  {
    title: 'Which agreements must I accept when registering?',
    answer: [
      'Choose your role and tick the matching user agreement; you cannot submit without it.',
      'Click an agreement’s name to read it.',
    ],
  },
];

/** Same slots as the INFO_*_TITLES lists. */
export const INFO_PRICE_TITLES_EN = [
  'Yiwu China Commodity Index weekly: {industry} price index {direction} {points} points',
  '{leaf} wholesale prices: quotes {direction} {percent}% this week',
  '{industry} raw-material prices: the trend',
] as const;
export const INFO_TRADE_TITLES_EN = [
  'Strong demand for {industry} in {market}: exports up {percent}% year on year',
  'Sea freight rates fall, opening an order window for {industry} exporters',
  'Buyers from {market} stock up on {leaf}; orders booked into next month',
] as const;
export const INFO_SUPPLY_TITLES_EN = [
  'Supply: {quantity} pieces of {leaf} in stock, mixed orders welcome',
  'Wanted: {quantity} pieces of {leaf}, certified for {market}',
  'Supply: {industry} end-of-line stock clearance, price negotiable',
] as const;
export const INFO_ENTERPRISE_TITLES_EN = [
  '{company} launches a new {leaf} collection',
  '{company} earns {cert}',
  '{company} opens a new plant, raising capacity by {percent}%',
] as const;
export const INFO_PARAGRAPHS_EN = [
  'Platform data show inquiries for {industry} goods rising steadily, with demand concentrated on {leaf} and similar lines.',
  'Quotes for regular styles are broadly stable while new and custom styles cost a little more; buyers have the most room to negotiate on large orders.',
  'Insiders advise buyers to secure supply and delivery dates early and to watch how material prices and exchange rates affect quotes.',
  'Interested buyers can send an inquiry on the platform or contact the merchants directly for samples and detailed quotes.',
];

/** VIDEO_TEMPLATES' titles in English, entry for entry. */
export const VIDEO_TITLES_EN = [
  'Shop tour of {hall}: first look at new {industry}',
  'Market walk | How {industry} best sellers are picked',
  'The market by night and a merchant’s day',
  '{hall} booths on camera: the {industry} stalls',
  'Inside {company}: the production line',
  'Source factory visit: how {industry} are made',
  '{company}: the full quality-control process',
  'Inspection on site: the workshop and warehouse of {company}',
  'New {leaf}: this season’s styles from {brand}',
  '{leaf} unboxing: details and workmanship',
  'Highlights of the {industry} product launch',
  '{brand} {leaf}: the full range',
  'Live replay: {industry} sourcing session',
  'Live replay: {company} factory live stream',
  'Live replay: limited-time discount best sellers',
  'Buyer tutorial: how to send an inquiry on the platform',
  'Buyer tutorial: auction bids and deposits explained',
  'Buyer tutorial: exporting under 1039 market procurement, end to end',
  'Getting started: registering, signing in and completing your company details',
  'Merchant tutorial: opening a shop and listing goods',
];

/** The video chapters of the content seed, in the same order as its Chinese chapter titles. */
export const VIDEO_CHAPTERS_EN = [
  'Introduction',
  'Product details',
  'Production and quality control',
  'Prices and minimum orders',
  'Buying tips',
  'Closing',
];
