"""Build the Pagewise demo knowledge base: a fictional retailer's customer-service handbook.

    python samples/build_handbook.py [--out knowledge_base/pagewise-demo-handbook.pdf]

Quillmere Home Goods is an invented company; every name, address, phone number
(555-01xx numbers are reserved for fiction) and domain (.example is reserved) in
this handbook is made up for the project.

The PDF is built with fpdf2 core fonts only, so all text must be latin-1; typographic
quotes and dashes are mapped to ASCII. The creation date is fixed, so rebuilding with
the same fpdf2 version produces identical bytes. Every page carries a running header
and a "Page N" footer (the ingestion pipeline is expected to strip them), and each
fact appears in exactly one place so that page citations are unambiguous.

The evaluation set evals/handbook.json cites pages of this file: if you change the
text or layout, rebuild, then run `python evals/check_sets.py`.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.fonts import FontFace

import pdf_kit as kit

COMPANY = "Quillmere Home Goods"
TITLE = f"{COMPANY} - Customer Service Handbook"
EDITION = "Edition 4.2, effective 1 March 2024"
CREATED = dt.datetime(2024, 3, 1, 9, 0, 0, tzinfo=dt.timezone.utc)
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "knowledge_base" / "pagewise-demo-handbook.pdf"


# ---------------------------------------------------------------------------------------
# Content. Each chapter is a list of blocks: ("h2", text), ("p", text), ("ul", [items]),
# ("ol", [items]), ("table", [header, row, ...], col_widths_in_percent).
# ---------------------------------------------------------------------------------------

INTRO = [
    ("p", "Welcome to the Quillmere Home Goods Customer Service Handbook. Quillmere sells kitchen "
          "appliances, cookware, smart home devices, furniture, mattresses and bedding through our "
          "website, quillmere.example, and our mobile app for iOS and Android. This handbook is the "
          "single reference for our customer policies. It is written for customers and for our Customer "
          "Care team alike, and it replaces all earlier editions."),
    ("h2", "How to use this handbook"),
    ("p", "Each chapter covers one subject and starts on a new page. Amounts are in US dollars and "
          "times are US Eastern Time unless stated otherwise. \"Business days\" means Monday to Friday, "
          "excluding US federal holidays. Where a policy here differs from a product's packaging or "
          "an older web page, this handbook applies."),
    ("h2", "Contents"),
]

CHAPTERS: list[tuple[str, list]] = []

CHAPTERS.append(("Ordering", [
    ("h2", "1.1 Placing an order"),
    ("p", "You can order on quillmere.example, in the Quillmere app, or by phone with a Customer Care "
          "agent. Guest checkout is available, but you need an account to see your order history, "
          "save addresses and earn Quillmere Rewards points. Phone orders are priced exactly as on "
          "the website; we never add a phone-ordering surcharge."),
    ("p", "After you place an order we send an order confirmation email within 15 minutes. Every order "
          "number starts with QM- followed by eight digits (for example QM-20481736). If the "
          "confirmation has not arrived within one hour, check your spam or promotions folder before "
          "contacting us; your order is also listed under My Orders in your account."),
    ("h2", "1.2 Order limits and fees"),
    ("ul", [
        "You can buy up to 10 units of any single product in one order.",
        "Products marked \"Limited Release\" are capped at 3 units per customer, across all orders.",
        "An online order can total at most $7,500 before tax. For larger purchases, contact our "
        "Business Sales team at business@quillmere.example.",
        "Orders with a merchandise subtotal under $15 carry a small-order handling fee of $2.50.",
    ]),
    ("h2", "1.3 Gift wrapping and gift messages"),
    ("p", "Gift wrapping costs $4.50 per item and is available for items that ship in a box smaller "
          "than 24 x 18 x 12 inches. A gift message of up to 200 characters is free and is printed "
          "on a card inside the parcel. Gift receipts never show prices."),
    ("h2", "1.4 Editing an order"),
    ("p", "You can change the delivery address, change quantities, or remove items within 60 minutes "
          "of placing the order. Go to My Orders, open the order and choose Edit order. After 60 "
          "minutes, or as soon as the order status changes to \"Preparing\", the order is locked and "
          "can no longer be edited. The payment method cannot be changed on an existing order; to pay "
          "another way, cancel the order and place a new one. Items cannot be added to an order that "
          "has already been placed - place a second order instead."),
    ("h2", "1.5 Cancelling an order"),
    ("p", "An order can be cancelled free of charge while its status is \"Received\". Choose Cancel "
          "order on the order page; if only some items should go, cancel those lines individually. "
          "Once the status is \"Preparing\" you can still submit a cancellation request, and we stop "
          "the shipment if we can. If the parcel has already left our warehouse, refuse the delivery "
          "or return it under the returns policy in Chapter 3."),
    ("p", "Refunds for cancelled orders go back to the original payment method within 3 business days "
          "of the cancellation. Made-to-order furniture, such as upholstered sofas in a custom fabric, "
          "carries a cancellation fee of 15% of the item price if it is cancelled more than 48 hours "
          "after the order was placed, because production has already started."),
    ("h2", "1.6 Pre-orders and backorders"),
    ("p", "Pre-order items show an expected ship date on the product page. Your card is only charged "
          "when a pre-order item ships, and you can cancel a pre-order at any time before it ships. "
          "If an item goes on backorder after you order it, we email you a new estimated date. If a "
          "backordered item has still not shipped 45 days after the order date, we cancel that item "
          "automatically and refund it in full."),
    ("h2", "1.7 Promo codes"),
    ("p", "Only one promo code can be used per order, and codes cannot be combined with each other. "
          "Enter the code in the Promo code box at checkout; a code cannot be applied to an order "
          "that has already been placed. Promo codes have no cash value, are not valid on gift card "
          "purchases, and the discount is removed proportionally from any item you later return."),
]))

CHAPTERS.append(("Shipping", [
    ("h2", "2.1 Where we ship from and to"),
    ("p", "Orders ship from our fulfilment centres in Columbus, Ohio and Reno, Nevada; the system picks "
          "the one closest to you that has every item in stock. We deliver to all 50 US states, "
          "Puerto Rico, and APO/FPO/DPO military addresses. PO boxes can receive Standard shipping "
          "only."),
    ("p", "Orders placed before 2:00 p.m. Eastern Time on a business day leave the warehouse the same "
          "day; later orders leave the next business day. Delivery times below are counted from the "
          "day the parcel leaves the warehouse."),
    ("h2", "2.2 Domestic shipping methods and costs"),
    ("table", [
        ["Method", "Delivery time", "Cost"],
        ["Standard", "4-7 business days", "$5.95, free on orders of $49 or more"],
        ["Expedited", "2-3 business days", "$12.95"],
        ["Next Day", "1 business day", "$24.95"],
        ["White-glove furniture", "within 14 business days", "$149 flat per order"],
    ], (26, 28, 46)),
    ("p", "Next Day orders must be placed by 1:00 p.m. Eastern Time, Monday to Friday. Next Day is not "
          "available to Alaska, Hawaii, Puerto Rico, PO boxes or military addresses. The free-shipping "
          "threshold is based on the merchandise subtotal after discounts and before tax."),
    ("p", "White-glove delivery is required for sofas, beds, dining tables and wardrobes, and optional "
          "for other furniture. Our delivery partner calls you to book a 2-hour delivery window, carries "
          "the items to the room of your choice, assembles them and takes all packaging away. Rescheduling "
          "a white-glove delivery less than 24 hours before the window costs $40."),
    ("h2", "2.3 International shipping"),
    ("p", "We ship to 38 countries: Canada, Mexico, the United Kingdom, the 27 European Union member "
          "states, Norway, Switzerland, Iceland, Australia, New Zealand, Japan, Singapore and South "
          "Korea. International shipping is a flat $19.95 per order to Canada and $29.95 per order to "
          "every other country, with delivery in 7-14 business days."),
    ("p", "For Canada and the United Kingdom, import duties and taxes are calculated and charged at "
          "checkout, so nothing is due on delivery. For all other countries the recipient pays duties "
          "and taxes to the carrier on delivery; parcels refused because of unpaid duties are not "
          "refunded for the shipping cost. Furniture, mattresses and products containing a lithium "
          "battery larger than 100 Wh cannot be shipped outside the United States."),
    ("h2", "2.4 Tracking your parcel"),
    ("p", "We email a tracking link as soon as a parcel leaves the warehouse. New tracking numbers can "
          "take up to 24 hours to show their first scan. You can also track any order at "
          "quillmere.example/track with your order number and ZIP or postal code, no sign-in needed. "
          "If an order ships in more than one parcel, each parcel gets its own tracking number and "
          "email."),
    ("h2", "2.5 Changing the address after shipment"),
    ("p", "Once a parcel has shipped we can ask the carrier to redirect it. A redirect fee of $6.00 "
          "applies and the carrier cannot guarantee success. Redirects to a different country are "
          "not possible."),
    ("h2", "2.6 Delayed, lost and damaged parcels"),
    ("p", "A parcel counts as delayed if its tracking has not updated for 5 business days (domestic) or "
          "10 business days (international); contact Customer Care and we will investigate with the "
          "carrier."),
    ("p", "If tracking says \"Delivered\" but you cannot find the parcel, wait 48 hours (carriers "
          "sometimes scan early), check with neighbours and around the property, and then report it no "
          "later than 14 days after the delivery date. We open a carrier trace, which takes up to 8 "
          "business days. If the parcel is not found, you choose between a free replacement and a full "
          "refund, including the shipping charge."),
    ("p", "If a parcel arrives damaged, report it within 7 days of delivery with photos of the box, the "
          "shipping label and the damaged item. Keep the packaging until the claim is settled. Do not "
          "send a damaged item back unless we ask you to; we will send a replacement or refund you."),
]))

CHAPTERS.append(("Returns and refunds", [
    ("h2", "3.1 Return window"),
    ("p", "Most items can be returned within 30 days of delivery. Items delivered between November 15 "
          "and December 24 can be returned until January 31 of the following year. Mattresses have "
          "their own trial, described in section 3.3. The return window is counted from the delivery "
          "date shown in tracking, not the order date."),
    ("h2", "3.2 Condition of returned items"),
    ("p", "Returned items must be complete, with all accessories, manuals and parts, and in a condition "
          "we can resell. Unopened items are always accepted within the window. Opened small appliances "
          "and electronics are accepted if they work and show no signs of use. A restocking fee of 15% "
          "applies when an opened item comes back without its original packaging or with parts missing. "
          "The restocking fee never applies to items that are defective or that we sent in error."),
    ("h2", "3.3 Mattress trial"),
    ("p", "Quillmere mattresses come with a 100-night home trial. Sleep on the mattress for at least 30 "
          "nights before deciding, because most people need that long to adjust. To return it within "
          "the trial, start a return as usual: we collect the mattress free of charge and donate it or "
          "recycle it. The trial is limited to one mattress return per household per year."),
    ("h2", "3.4 Items that cannot be returned"),
    ("ul", [
        "Gift cards and e-gift cards.",
        "Personalised or engraved items.",
        "Items marked \"Final Sale\"; clearance prices ending in .97 are always Final Sale.",
        "Opened pillows, mattress protectors and duvet inserts, for hygiene reasons.",
        "Made-to-order furniture, unless it arrives damaged or defective.",
    ]),
    ("h2", "3.5 How to return an item"),
    ("ol", [
        "Sign in, go to My Orders and choose Start a return next to the item. Guests can use "
        "quillmere.example/returns with the order number and the email address used at checkout.",
        "Select the items and a reason for each. Choose \"Defective\" or \"Wrong item received\" only if "
        "that is the case; we check on arrival.",
        "Choose how to send it back: print a prepaid UPS label, or show the QR code at any UPS Store "
        "and they print the label for you.",
        "Pack the items securely, preferably in the original box, and drop the parcel off within 14 "
        "days of starting the return. After 14 days the return authorisation expires and you need to "
        "start a new one.",
    ]),
    ("p", "Return shipping costs $7.95, which is deducted from your refund. It is free when the reason "
          "is a defect, damage or an error on our side, and for mattresses in the trial. Furniture "
          "that was delivered by white-glove service is collected from your home for a pickup fee of "
          "$79, deducted from the refund."),
    ("h2", "3.6 Refunds"),
    ("p", "We inspect returns within 3 business days of their arrival at the warehouse and email you "
          "when the refund is issued. Refunds go to the original payment method. Card refunds usually "
          "take 5-10 business days to appear on your statement after we issue them, depending on your "
          "bank; PayPal refunds appear within 2 business days. If you paid with a gift card, that part "
          "is refunded as store credit."),
    ("p", "You can choose store credit instead of a refund when you start the return. Store credit is "
          "issued as soon as the carrier scans your parcel, and we add a 10% bonus to its value. Original "
          "shipping charges are refunded only when the return is due to our error or a defect."),
    ("h2", "3.7 Exchanges, gifts and international returns"),
    ("p", "We do not offer direct exchanges. Return the item for a refund and place a new order for the "
          "size, colour or model you want; this is the fastest way to get it."),
    ("p", "A gift recipient can return a gift for store credit using the order number on the gift "
          "receipt. The store credit goes to the recipient, and the person who bought the gift is not "
          "told about the return."),
    ("p", "Customers outside the United States arrange and pay for return shipping themselves, using a "
          "tracked service, and send the parcel to our Columbus fulfilment centre. The original "
          "international shipping charge and any duties paid are not refundable."),
]))

CHAPTERS.append(("Billing and payments", [
    ("h2", "4.1 Accepted payment methods"),
    ("p", "We accept Visa, Mastercard, American Express and Discover credit and debit cards, PayPal, "
          "Apple Pay, Google Pay and Quillmere gift cards. We do not accept cheques, cash on delivery, "
          "money orders or cryptocurrency. Bank wire transfers are accepted only from approved business "
          "accounts."),
    ("p", "SplitPay lets you pay for orders between $100 and $2,000 in four interest-free instalments, "
          "the first at checkout and the rest every two weeks. SplitPay is offered by our payment "
          "partner, who runs a soft credit check; it has no effect on your credit score. A missed "
          "SplitPay instalment is handled by the partner, not by Quillmere."),
    ("h2", "4.2 When you are charged"),
    ("p", "When you place an order, we place an authorisation hold for the order total on your card. "
          "The actual charge happens when the items ship. If your order ships in several parcels, you "
          "will see a separate charge for each parcel; together they add up to the order total. If an "
          "order is cancelled before it ships, the hold is released and disappears from your statement "
          "within 3-7 business days, depending on your bank. A hold plus a charge can look like a "
          "double charge for a few days; it is not one."),
    ("p", "Prices on quillmere.example are in US dollars. If your card is issued outside the United "
          "States, your bank may add a foreign transaction fee; Quillmere does not charge one. We "
          "collect sales tax in every state that has one, based on the delivery address. Tax-exempt "
          "organisations can upload an exemption certificate under Account Settings > Tax exemption; "
          "we review it within 2 business days, and it applies to orders placed after approval."),
    ("h2", "4.3 Invoices and receipts"),
    ("p", "A PDF invoice for every order can be downloaded from My Orders > Invoice once the first item "
          "has shipped. To add or change a company name or VAT number on an invoice, contact Customer "
          "Care within 90 days of the order date; we cannot reissue invoices after that."),
    ("h2", "4.4 Failed payments"),
    ("p", "If the charge fails when an item is ready to ship, we email you and try the card again after "
          "24 hours. If the payment still fails, you have 3 days to update the payment method on the "
          "order page; after that the order is cancelled automatically. Common causes are an expired "
          "card, a billing address that does not match the card, or a bank fraud check - calling your "
          "bank usually fixes the last one."),
    ("h2", "4.5 Price adjustments"),
    ("p", "If we lower the price of an item within 14 days of your purchase, we refund the difference "
          "on request, once per item. Ask through chat or email with your order number. Price "
          "adjustments do not apply to clearance items or to Lightning Deals, and we do not match "
          "other retailers' prices."),
    ("h2", "4.6 Gift cards"),
    ("ul", [
        "E-gift cards are available in any amount from $10 to $500 and are emailed within 2 hours; "
        "they can be scheduled for a future date.",
        "Physical gift cards come in $25, $50 and $100 values and ship free with Standard shipping.",
        "Quillmere gift cards never expire and carry no fees.",
        "Gift cards cannot be used to buy other gift cards, and they cannot be exchanged for cash "
        "except where the law requires it.",
        "Up to 5 gift cards can be used on one order, together with one other payment method.",
        "Check a balance at quillmere.example/giftcard. A lost or stolen gift card can be replaced "
        "only with proof of purchase, and only for the balance that had not been spent.",
    ]),
]))

CHAPTERS.append(("Accounts and security", [
    ("h2", "5.1 Creating an account"),
    ("p", "Sign up with an email address and a password of at least 10 characters, or use Sign in with "
          "Apple or Sign in with Google. You must be at least 18 years old to open an account. We send "
          "a verification email; the link in it is valid for 24 hours. One account can store up to "
          "10 delivery addresses."),
    ("h2", "5.2 Password reset and locked accounts"),
    ("p", "Choose \"Forgot password?\" on the sign-in page and enter your email address. The reset link "
          "we send is valid for 30 minutes and can be used once. After 5 failed sign-in attempts in a "
          "row, the account is locked for 15 minutes; the lock lifts by itself, or you can reset your "
          "password straight away to unlock it."),
    ("h2", "5.3 Two-step verification"),
    ("p", "Turn on two-step verification under Account Settings > Security. You can receive codes in an "
          "authenticator app or by text message. When you turn it on we show 10 single-use backup "
          "codes; store them somewhere safe. If you lose your phone, sign in with a backup code. "
          "Without a backup code, Customer Care can remove two-step verification after checking your "
          "identity with the last four digits of the card on file and a recent order number; this "
          "takes up to 2 business days."),
    ("p", "Changing the email address on an account requires a code sent to the old address and a "
          "confirmation link sent to the new one. Customer Care agents will never ask for your "
          "password, a full card number or a two-step verification code."),
    ("h2", "5.4 Deleting your account"),
    ("p", "Go to Account Settings > Privacy > Delete account. All orders must be delivered or cancelled "
          "first. Deletion happens after a 14-day grace period, during which signing in cancels the "
          "request. After deletion, unused Quillmere Rewards points and store credit are lost and cannot "
          "be restored. We keep order and invoice records for 7 years because tax law requires it; "
          "everything else is erased."),
    ("h2", "5.5 Privacy and your data"),
    ("p", "Quillmere does not sell or rent personal data. To get a copy of your data, choose Account "
          "Settings > Privacy > Download my data; we email a link to a ZIP file within 72 hours. You can "
          "unsubscribe from marketing emails with the link at the bottom of any email; order and "
          "delivery emails continue because they are part of your purchase. We only send marketing "
          "text messages if you opted in at checkout, and replying STOP ends them. Questions about "
          "privacy go to privacy@quillmere.example."),
]))

CHAPTERS.append(("Warranty", [
    ("h2", "6.1 What the warranty covers"),
    ("p", "The Quillmere limited warranty covers defects in materials and workmanship under normal "
          "household use, for products sold by Quillmere under our own brands (Quillmere Kitchen, "
          "Quillmere Home Tech and Quillmere Living). Products from other brands are covered by their "
          "manufacturer's warranty; Customer Care will help you contact the manufacturer. The warranty "
          "period starts on the delivery date."),
    ("h2", "6.2 Warranty length by category"),
    ("table", [
        ["Product category", "Warranty"],
        ["Small kitchen appliances (blenders, toasters, kettles)", "2 years"],
        ["Smart home devices (thermostats, cameras, smart plugs)", "1 year"],
        ["Robot vacuums", "1 year; battery 6 months"],
        ["Cookware", "Lifetime; non-stick coating 3 years"],
        ["Furniture", "Frame 5 years; upholstery and cushions 1 year"],
        ["Mattresses", "10 years"],
        ["Bedding and textiles", "90 days"],
        ["Renewed (refurbished) products", "180 days"],
    ], (62, 38)),
    ("p", "The mattress warranty covers visible sagging deeper than 1.5 inches when the mattress is used "
          "on a suitable foundation; body impressions shallower than that are normal."),
    ("h2", "6.3 Quillmere Care extended protection"),
    ("p", "Quillmere Care adds 2 years to the standard warranty and also covers accidental damage such "
          "as drops and spills. It costs 12% of the item price and can be bought at checkout or within "
          "30 days of delivery from My Orders. It is not available for bedding, textiles or renewed "
          "products."),
    ("h2", "6.4 Making a warranty claim"),
    ("ol", [
        "Find your order number and the product's serial number, printed on the label underneath or "
        "on the back of the product.",
        "Take a photo or a short video that shows the problem.",
        "Submit the claim at quillmere.example/warranty. We review claims within 5 business days.",
        "If we approve the claim, we repair the product, replace it, or - if neither is possible - "
        "refund the price you paid. Products that need repair are sent to our repair centre with a "
        "prepaid label, and repairs take 10-15 business days.",
    ]),
    ("p", "A replacement product is covered for the rest of the original warranty or for 90 days, "
          "whichever is longer. The warranty covers the original purchaser only and cannot be "
          "transferred to a new owner."),
    ("h2", "6.5 What the warranty does not cover"),
    ("ul", [
        "Normal wear and tear, and cosmetic damage such as scratches that do not affect how the product works.",
        "Accidental damage, misuse, or damage from not following the manual (unless you have Quillmere Care).",
        "Commercial use, such as in a restaurant, rental property or office.",
        "Repairs or modifications by anyone other than an authorised Quillmere repair centre.",
        "Consumable parts such as filters, brushes, gaskets and seal rings.",
        "Damage caused by power surges, or by use with the wrong voltage.",
        "Products bought from sellers that are not authorised Quillmere retailers.",
    ]),
]))

CHAPTERS.append(("Troubleshooting", [
    ("p", "Try these steps before starting a warranty claim; they solve most problems. Always unplug an "
          "appliance before cleaning it or handling blades."),
    ("h2", "7.1 Quillmere Aura smart thermostat"),
    ("p", "Screen stays blank after installation. The Aura needs 24 V power from a C-wire (common wire). "
          "Switch off the heating system at the breaker, check that the C-wire is firmly inserted in the "
          "C terminal, and switch the breaker back on. If your system has no C-wire, fit the power "
          "adapter kit that comes in the box."),
    ("p", "It will not connect to Wi-Fi. The Aura works only on 2.4 GHz Wi-Fi networks. If your router "
          "broadcasts one network name for both bands, enable a separate 2.4 GHz network in the router "
          "settings. To reset the thermostat's network settings, press and hold the dial for 10 seconds "
          "until the screen shows \"Network reset\"."),
    ("p", "The displayed temperature seems wrong. The Aura should be mounted on an inside wall, away from "
          "sunlight, lamps and air vents. You can correct the reading by up to 5 degrees in either "
          "direction under Settings > Sensor > Temperature offset."),
    ("p", f"Error E74 means the thermostat cannot detect a heating wire. Check that the W1 wire is "
          f"connected and that no bare copper touches a neighbouring terminal. For a complete factory "
          f"reset, go to Settings > Reset > Factory reset, or press and hold the dial for 20 seconds. "
          f"A factory reset erases schedules and the Wi-Fi con{kit.SHY}figu{kit.SHY}ra{kit.SHY}tion."),
    ("h2", "7.2 Quillmere ProBlend 900 blender"),
    ("p", "The blender does not start. The motor only runs when the jar is locked onto the base: turn "
          "the jar clockwise until it clicks. If the blender stopped during use, the overheat "
          "protection has switched the motor off. Unplug it and let it cool for 30 minutes before "
          "trying again."),
    ("p", "The power light flashes red. The motor is overloaded. Add liquid or remove some of the "
          "contents; fill the jar no higher than the 1.8-litre MAX line, and blend hot liquids no "
          "higher than the 1-litre mark. With thick mixtures such as nut butter, do not run the "
          "motor for more than 60 seconds at a time."),
    ("p", "Liquid leaks from the bottom of the jar. Check that the rubber seal ring sits flat in the "
          "blade assembly and that the assembly is screwed on hand-tight. Replace the seal ring every "
          "12 months or as soon as it is cracked."),
    ("p", "A slight burning smell during the first 5 uses is normal while the new motor beds in. If the "
          "smell continues after that, or you see smoke, stop using the blender and contact Customer "
          "Care."),
    ("h2", "7.3 Quillmere Sweepa R5 robot vacuum"),
    ("p", "It does not charge. Wipe the charging contacts on the robot and on the dock with a dry cloth. "
          "The dock needs 0.5 m of clear space on each side and 1.5 m in front, on a hard, level floor "
          "and plugged into a wall socket. A full charge takes about 4 hours."),
    ("p", "The battery runs out quickly. On Eco mode a fully charged Sweepa R5 runs for up to 120 minutes; "
          "Max mode roughly halves that. Battery life drops if the brushes are tangled or the filter is "
          "clogged. Replace the filter every 2 months and the side brushes every 3 to 6 months."),
    ("p", "Error codes. Error 3 means a wheel is stuck: lift the robot, remove anything caught around the "
          "wheels, and press each wheel to check that it springs back. Error 7 means the main brush is "
          "jammed: remove the brush guard, cut away hair with scissors and refit the brush."),
    ("p", "It keeps getting lost or cleans the same room twice. Delete the saved map in the app under Map "
          "> Reset map and run a new mapping run with all interior doors open. To reconnect the robot to "
          "a new Wi-Fi network, hold the Home and Spot buttons together for 5 seconds until you hear "
          "\"Ready to connect\"."),
]))

CHAPTERS.append(("Quillmere Rewards loyalty programme", [
    ("h2", "8.1 Joining and earning points"),
    ("p", "Quillmere Rewards is free to join for anyone with a Quillmere account; choose Join Rewards in "
          "your account. Members earn 1 point for every $1 spent on merchandise. Points are not earned on "
          "tax, shipping, gift cards or Quillmere Care plans. Points are added to your balance 30 days "
          "after the item ships, once the return window has closed, and points for items you return are "
          "deducted."),
    ("h2", "8.2 Tiers"),
    ("table", [
        ["Tier", "Points earned in a calendar year", "Benefits"],
        ["Member", "0-499", "1 point per $1"],
        ["Silver", "500-1,499", "1.25 points per $1; free Expedited upgrade on orders of $75 or more"],
        ["Gold", "1,500 or more", "1.5 points per $1; free Standard shipping on every order; early "
                                  "access to sales 24 hours before everyone else"],
    ], (16, 30, 54)),
    ("p", "Your tier is based on points earned in the current calendar year and is recalculated every "
          "January 1. A tier reached during the year is kept for the rest of that year and all of the "
          "next."),
    ("h2", "8.3 Redeeming rewards"),
    ("p", "Every 100 points can be turned into a $5 reward at checkout. Rewards expire 90 days after "
          "they are created, and they can pay for at most 50% of an order's merchandise subtotal. "
          "Rewards can be used together with a promo code."),
    ("h2", "8.4 Bonus points"),
    ("ul", [
        "Birthday bonus: 200 points in your birthday month, if your birthday is saved in your account.",
        "Refer a friend: when a friend you refer places a first order of $50 or more, you get 500 "
        "points and your friend gets $15 off that order.",
        "Product reviews: 25 points for each approved review, up to 10 reviews a year.",
    ]),
    ("h2", "8.5 Expiry and other rules"),
    ("p", "Points expire if your account has no purchases for 12 months in a row. Points and rewards "
          "cannot be transferred to another member, combined between accounts or exchanged for cash. "
          "Quillmere may change the programme with 30 days' notice by email."),
]))

CHAPTERS.append(("Contact and escalation", [
    ("h2", "9.1 How to reach Customer Care"),
    ("table", [
        ["Channel", "Details", "Hours"],
        ["Live chat", "In the app or at quillmere.example/help", "8:00 a.m. - 10:00 p.m. ET, 7 days a week"],
        ["Phone", "1-800-555-0142 (press 2 for Spanish)", "Mon-Fri 9:00 a.m. - 7:00 p.m. ET; "
                                                            "Sat 10:00 a.m. - 4:00 p.m. ET; closed Sunday"],
        ["Email", "help@quillmere.example", "Reply within 1 business day"],
    ], (16, 42, 42)),
    ("p", "Phone lines are closed on US federal holidays; chat stays open. Customers who are deaf or "
          "hard of hearing can use live chat or email, or call through their relay service. By post, "
          "write to Quillmere Home Goods Customer Care, PO Box 2280, Dayton, OH 45401. Do not send "
          "returns to this address; it does not accept parcels."),
    ("p", "Have your order number ready. Every conversation gets a case number starting with CS- followed "
          "by seven digits; quote it if you contact us again about the same issue, so you do not have "
          "to repeat yourself."),
    ("h2", "9.2 Escalating a problem"),
    ("ol", [
        "If the agent cannot solve your problem, ask for the case to be escalated to a Customer Care "
        "Lead. Leads reply within 2 business days.",
        "If you are still not satisfied, email the Customer Advocacy team at advocacy@quillmere.example "
        "with your case number. The Advocacy team reviews the full case history and replies within 5 "
        "business days. Its decision is final.",
    ]),
    ("p", "Agents can issue a goodwill credit of up to $25 per case when something went wrong, and "
          "Customer Care Leads up to $100. Goodwill credit is given as store credit and is not a "
          "replacement for a refund you are owed."),
    ("h2", "9.3 Feedback and complaints about staff"),
    ("p", "After each conversation we email a short two-question survey. To complain about how an agent "
          "treated you, ask for a Customer Care Lead or email advocacy@quillmere.example; complaints "
          "are never handled by the agent involved."),
]))


# ---------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------

class Handbook(FPDF):
    def header(self) -> None:
        self.set_font("Helvetica", "", 8.5)
        self.set_text_color(90, 90, 90)
        self.cell(0, 5, kit.latin1(TITLE), align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.set_draw_color(180, 180, 180)
        self.line(self.l_margin, self.get_y() + 1, self.w - self.r_margin, self.get_y() + 1)
        self.ln(7)
        self.set_text_color(0, 0, 0)

    def footer(self) -> None:
        self.set_y(-14)
        self.set_font("Helvetica", "", 8.5)
        self.set_text_color(90, 90, 90)
        self.cell(0, 5, f"Page {self.page_no()}", align="C")
        self.set_text_color(0, 0, 0)


def _p(pdf: FPDF, text: str) -> None:
    pdf.set_font("Helvetica", "", 10)
    pdf.multi_cell(0, 5.2, kit.latin1(text), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(1.8)


def _list(pdf: FPDF, items: list[str], numbered: bool) -> None:
    pdf.set_font("Helvetica", "", 10)
    indent = 7
    for n, item in enumerate(items, 1):
        marker = f"{n}." if numbered else "-"
        pdf.set_x(pdf.l_margin + 2)
        pdf.cell(indent - 2, 5.2, marker)
        pdf.multi_cell(0, 5.2, kit.latin1(item), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(0.8)
    pdf.ln(1)


def _table(pdf: FPDF, rows: list[list[str]], widths: tuple[int, ...]) -> None:
    pdf.set_font("Helvetica", "", 9.5)
    kit.table(pdf, rows, col_widths=widths, line_height=5,
              headings_style=FontFace(emphasis="BOLD", fill_color=(235, 235, 235)))
    pdf.ln(3)


def _render_blocks(pdf: FPDF, blocks: list) -> None:
    for block in blocks:
        kind = block[0]
        if kind == "h2":
            kit.heading(pdf, block[1], 11.5, 6.5, keep=22, before=2, after=0.5)
        elif kind == "p":
            _p(pdf, block[1])
        elif kind in ("ul", "ol"):
            _list(pdf, block[1], numbered=kind == "ol")
        elif kind == "table":
            _table(pdf, block[1], block[2])
        else:  # pragma: no cover - content bug
            raise ValueError(f"unknown block {kind!r}")


def _render(toc_pages: dict[str, int]) -> tuple[FPDF, dict[str, int]]:
    pdf = kit.new_document(
        Handbook, margins=(22, 18, 22), bottom=20, title=TITLE, author=f"{COMPANY} Customer Care",
        subject="Customer service policies: ordering, shipping, returns, billing, accounts, "
                "warranty, troubleshooting, loyalty, contact",
        script=Path(__file__).name, created=CREATED)

    # Cover page with the contents list.
    pdf.add_page()
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 24)
    pdf.multi_cell(0, 11, COMPANY, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Helvetica", "", 15)
    pdf.multi_cell(0, 8, "Customer Service Handbook", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Helvetica", "I", 10)
    pdf.multi_cell(0, 6, EDITION, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(6)
    _render_blocks(pdf, INTRO)
    kit.contents(pdf, [(f"Chapter {number}. {title}", f"page {toc_pages.get(title, 0)}")
                       for number, (title, _) in enumerate(CHAPTERS, 1)], size=10.5, width=130, height=6.5)

    starts: dict[str, int] = {}
    for number, (title, blocks) in enumerate(CHAPTERS, 1):
        pdf.add_page()
        starts[title] = pdf.page_no()
        kit.heading(pdf, f"Chapter {number}. {title}", 17, 9, after=2)
        _render_blocks(pdf, blocks)
    return pdf, starts


def chapter_pages(pdf_pages: int, starts: dict[str, int]) -> list[tuple[str, int, int]]:
    titles = list(starts)
    out = []
    for i, title in enumerate(titles):
        end = starts[titles[i + 1]] - 1 if i + 1 < len(titles) else pdf_pages
        out.append((title, starts[title], end))
    return out


def build(out: Path) -> list[tuple[str, int, int]]:
    pdf, starts = kit.two_passes(_render, out)
    return chapter_pages(pdf.page_no(), starts)


def main() -> int:
    out = kit.out_argument(__doc__, DEFAULT_OUT)
    kit.report(out, {title: f"{first}" if first == last else f"{first}-{last}"
                     for title, first, last in build(out)})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
