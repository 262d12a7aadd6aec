"""Build a sample price guide: a fictional carrier's mobile, home internet and add-on price list.

    python samples/build_price_guide.py [--out samples/documents/brambleton-price-guide.pdf]

Brambleton Wireless & Fiber is an invented company; every name, phone number
(555-01xx numbers are reserved for fiction), address and domain (.example is reserved)
in this guide is made up. The guide is deliberately table-heavy, the way real carrier
price lists are: plans side by side, prices by number of lines, bundle discounts that
need a row and a column to read, footnotes under the tables, and a long roaming table
that runs over a page break with its header row repeated.

Core fonts only, so all text must be latin-1. The creation date is fixed, so rebuilding
with the same fpdf2 version gives identical bytes. Every page carries a running header
and a "Page N of M" footer. evals/price_guide.json cites pages of this file: after
changing text or layout, rebuild and run `python evals/check_sets.py`.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.fonts import FontFace

import pdf_kit as kit

COMPANY = "Brambleton Wireless & Fiber"
TITLE = "Plans & Pricing Guide"
EDITION = "Residential customers, United States - Edition 24.3, effective September 1, 2024"
DOC_CODE = "BWF-PPG-2409"
CREATED = dt.datetime(2024, 8, 20, 12, 0, 0, tzinfo=dt.timezone.utc)
DEFAULT_OUT = Path(__file__).resolve().parent / "documents" / "brambleton-price-guide.pdf"


# ---------------------------------------------------------------------------------------
# Content. SECTIONS is a list of (title, blocks), each section on a new page. Blocks:
# ("h2", text), ("p", text), ("ul", [items]), ("ol", [items]), ("table", title, rows, widths,
# footnotes, options), ("toc", None) the contents list.
# ---------------------------------------------------------------------------------------

COVER = [
    ("p", "This guide lists the monthly prices, allowances, one-time charges and optional extras of "
          "every Brambleton residential service: mobile phone plans, connected devices, Brambleton "
          "Fiber and 5G Home internet, bundles, device protection and international roaming. It "
          "replaces Edition 24.2 (May 2024). Prices for Business accounts are in the separate "
          "Brambleton Business Price Guide and are not covered here."),
    ("h2", "How prices are shown"),
    ("ul", [
        "Monthly plan prices are per line and already include the $5 per line AutoPay discount. "
        "The discount applies when you pay automatically from a bank account or debit card and "
        "choose paperless billing; AutoPay by credit card does not qualify. Without the discount, "
        "add $5 per line per month.",
        "Prices exclude taxes, government fees and the Regulatory Cost Recovery charge (see Table 9). "
        "Depending on where you live, these typically add approx. 6% to 14% to the plan price.",
        "All amounts are in US dollars. \"Bill cycle\" means the monthly period shown on your bill; "
        "\"ET\" means US Eastern Time.",
        "A footnote marker such as [1] refers to the notes printed directly under the table.",
    ]),
    ("h2", "Contents"),
    ("toc", None),
]

SECTIONS: list[tuple[str, list]] = []

SECTIONS.append(("1. Mobile plans", [
    ("p", "All mobile plans are month-to-month: there is no annual contract and no charge for "
          "changing or cancelling a plan. Every plan includes unlimited talk and text within the US, "
          "Puerto Rico and the US Virgin Islands, Wi-Fi calling, visual voicemail and basic spam-call "
          "filtering."),
    ("h2", "1.1 Plans at a glance"),
    ("table", "Table 1. Mobile plans compared (price for one line, with AutoPay)", [
        ["", "Go 5", "Flex 20", "Unlimited Plus", "Unlimited Max"],
        ["Monthly price, 1 line", "$25", "$40", "$65", "$85"],
        ["High-speed data per bill cycle", "5 GB", "20 GB", "Unlimited [1]", "Unlimited [1]"],
        ["Premium (priority) data", "-", "-", "50 GB", "150 GB"],
        ["Speed after the data allowance", "128 kbps", "256 kbps", "Full speed, may be slowed when busy",
         "Full speed, may be slowed when busy"],
        ["Mobile hotspot", "Uses plan data", "5 GB", "15 GB [2]", "60 GB [2]"],
        ["Video streaming quality", "480p", "480p", "720p HD", "4K UHD [3]"],
        ["5G network access", "5G Nationwide", "5G Nationwide", "5G Nationwide + 5G Ultra",
         "5G Nationwide + 5G Ultra"],
        ["Canada and Mexico", "Not included", "Talk and text", "Talk, text and 5 GB data",
         "Talk, text and 15 GB data"],
        ["Texts from the US to other countries", "$0.20 per message", "Included", "Included", "Included"],
        ["Streaming perk", "-", "-", "Cinebox Basic (with ads)", "Cinebox Premium and Tunefield Music"],
        ["In-flight Wi-Fi", "-", "-", "-", "4 passes per year"],
    ], (28, 15, 15, 21, 21), [
        "[1] Unlimited Plus: after 50 GB of premium data in a bill cycle, and Unlimited Max: after 150 GB, "
        "your data may be temporarily slowed behind other customers when a site is congested.",
        "[2] After the hotspot allowance, hotspot speeds are reduced to 600 kbps for the rest of the bill cycle.",
        "[3] 4K UHD streaming is off by default; switch it on in My Brambleton under Plan > Video quality.",
    ], {}),
    ("p", "Go 5 and Flex 20 lines that use up their high-speed data are slowed, not cut off, and are "
          "never charged for extra data unless you buy a Data Boost (Table 6). The streaming perks "
          "are included once per account, not once per line, and stop if the account no longer has an "
          "Unlimited Plus or Unlimited Max line."),
    ("h2", "1.2 Prices for more than one line"),
    ("p", "The per-line price falls as you add lines. Plans can be mixed on one account; each line "
          "is priced by its own plan, at the rate for the total number of phone lines on the account. "
          "An account can have up to 12 phone lines. Connected-device lines (section 1.4) do not count "
          "towards the number of lines in Table 2."),
    ("table", "Table 2. Monthly price per line by number of phone lines (with AutoPay)", [
        ["Plan", "1 line", "2 lines", "3 lines", "4 lines", "5 or more lines"],
        ["Go 5", "$25", "$25", "$25", "$25", "$25"],
        ["Flex 20", "$40", "$35", "$30", "$28", "$28"],
        ["Unlimited Plus", "$65", "$55", "$45", "$38", "$35"],
        ["Unlimited Max", "$85", "$75", "$60", "$52", "$48"],
    ], (25, 15, 15, 15, 15, 15), [
        "Example: 3 lines of Unlimited Plus cost 3 x $45 = $135 a month before taxes and fees.",
    ], {}),
    ("h2", "1.3 Special plans and discounts"),
    ("p", "Unlimited 55 is available to account holders aged 55 or older, with at most 2 lines: $55 for "
          "one line or $45 per line for two lines, with AutoPay. It has the features of Unlimited Plus "
          "except the streaming perk, and its hotspot allowance is 10 GB."),
    ("p", "Military members, veterans and first responders (police, fire and EMS, including "
          "retired personnel) get $10 off per line per month on Unlimited Plus and Unlimited Max, for up "
          "to 6 lines. Eligibility is verified online through our partner VerifyLine; upload proof "
          "within 30 days of adding the discount or it is removed."),
    ("h2", "1.4 Tablets, smartwatches and connected devices"),
    ("table", "Table 3. Connected-device lines", [
        ["Device line", "With a phone line on the account", "Without a phone line", "Data"],
        ["Smartwatch", "$10 per month", "Not available", "Shares the paired phone line's plan"],
        ["Tablet", "$20 per month", "$30 per month", "30 GB high-speed, then 256 kbps"],
        ["Mobile hotspot device", "$25 per month", "$40 per month", "50 GB high-speed, then 600 kbps"],
        ["Laptop with built-in 5G", "$20 per month", "$30 per month", "30 GB high-speed, then 256 kbps"],
    ], (24, 27, 21, 28), [
        "Prices include AutoPay. A smartwatch line needs a compatible phone on an Unlimited Plus, Unlimited "
        "Max or Unlimited 55 plan.",
    ], {}),
    ("h2", "1.5 Changing your plan"),
    ("p", "You can change plans at any time in the My Brambleton app, online or in a store, with no "
          "fee. A move to a more expensive plan starts at once, and the difference for the rest of the "
          "bill cycle appears on your next bill. A move to a cheaper plan takes effect on the first day "
          "of your next bill cycle. Unused high-speed data does not roll over to the next bill cycle on "
          "any plan."),
]))

SECTIONS.append(("2. Home internet", [
    ("p", "Brambleton Fiber is available in selected areas of 14 states and 5G Home wherever our 5G "
          "network reaches a home with enough signal. Check your address at brambleton.example/"
          "availability before ordering. Home internet has no annual contract and no data cap."),
    ("h2", "2.1 Plans and speeds"),
    ("table", "Table 4. Home internet plans (price with AutoPay)", [
        ["Plan", "Download / upload speed", "Monthly price", "Wi-Fi equipment included"],
        ["Fiber 300", "300 / 300 Mbps", "$45", "Wi-Fi 6 router"],
        ["Fiber 1 Gig", "1,000 / 1,000 Mbps (approx. 940 Mbps wired)", "$65", "Wi-Fi 6E router"],
        ["Fiber 2 Gig", "2,000 / 2,000 Mbps", "$95", "Wi-Fi 7 router and 1 mesh extender"],
        ["5G Home", "85-300 Mbps / 10-35 Mbps (typical)", "$50", "5G gateway with built-in Wi-Fi 6"],
    ], (18, 34, 16, 32), [
        "Fiber speeds are maximum wired speeds; Wi-Fi speeds depend on your devices and home. 5G Home speeds "
        "are typical ranges and vary with signal strength and network load.",
    ], {}),
    ("h2", "2.2 Installation and equipment"),
    ("p", "A technician installs Brambleton Fiber. Professional installation costs $99, and the fee is "
          "waived when you order online. Installation appointments are offered Monday to Saturday, "
          "8:00 a.m. to 6:00 p.m. local time, in 2-hour arrival windows. 5G Home is self-setup: the "
          "gateway arrives by mail within 3-5 business days and there is no installation fee."),
    ("p", "Additional mesh extenders cost $7 per month each, up to 3 per home. Brambleton equipment "
          "remains our property. After you cancel, return it within 30 days using the prepaid box we "
          "send; unreturned equipment is charged at $150 for a fiber router, $80 for a mesh extender and "
          "$200 for a 5G Home gateway."),
    ("h2", "2.3 Price lock"),
    ("p", "The monthly price of Fiber 300, Fiber 1 Gig and Fiber 2 Gig is locked for 3 years from "
          "the day service starts. The lock covers the plan price shown in Table 4; it does not cover "
          "taxes, fees, add-ons or the AutoPay discount, and it ends if you change to another plan."),
    ("h2", "2.4 Moving home"),
    ("p", "Tell us at least 14 days before you move. If Fiber is available at the new address, we "
          "move your service with no installation fee. If only 5G Home is available, you can switch to "
          "it. If neither is available, you can cancel home internet without any charge, but equipment "
          "must still be returned (section 2.2)."),
]))

SECTIONS.append(("3. Bundles", [
    ("p", "When an account has both home internet and at least one mobile phone line, we take a "
          "bundle discount off the home internet price every month. The discount depends on the "
          "home internet plan and on the best mobile plan on the account; it is applied once per "
          "account, whatever the number of lines. Read across from your internet plan to the column "
          "of your mobile plan."),
    ("table", "Table 5. Monthly bundle discount on home internet", [
        ["Home internet plan", "With Go 5 or Flex 20", "With Unlimited Plus or Unlimited 55",
         "With Unlimited Max"],
        ["Fiber 300", "No discount", "$5 off", "$10 off"],
        ["Fiber 1 Gig", "$5 off", "$10 off", "$15 off"],
        ["Fiber 2 Gig", "$5 off", "$15 off", "$20 off"],
        ["5G Home", "No discount", "$15 off", "$15 off"],
    ], (25, 22, 30, 23), [
        "Bundle discounts start on the bill after both services are active and need AutoPay on both.",
    ], {}),
    ("p", "Example: Fiber 1 Gig ($65) on an account with an Unlimited Max line costs $65 - $15 = $50 a "
          "month. Bundle discounts cannot be combined with the Brambleton Connect low-income internet "
          "offer."),
    ("h2", "3.1 Brambleton Connect"),
    ("p", "Households that take part in SNAP, Medicaid, WIC, SSI, federal public housing or the "
          "National School Lunch Program can get Fiber 300 or 5G Home for $20 a month with no "
          "installation fee. Apply at brambleton.example/connect; we confirm eligibility every 12 "
          "months."),
]))

SECTIONS.append(("4. Add-ons and device protection", [
    ("h2", "4.1 Data, calling and feature add-ons"),
    ("table", "Table 6. Add-ons (per line)", [
        ["Add-on", "Price", "What you get"],
        ["Data Boost", "$10 one-time", "5 GB of high-speed data for the rest of the bill cycle; Go 5 and "
                                        "Flex 20 only"],
        ["Hotspot Boost", "$10 per bill cycle", "15 GB of extra hotspot data; Unlimited Plus only"],
        ["International Day Pass", "$10 per day", "Use your plan's talk, text and data in Zone 1 "
                                                  "destinations (Table 8) for 24 hours from your first use"],
        ["Travel Pass 30", "$70 per pass", "30 days in Zone 1 and Zone 2: 15 GB data, 500 minutes, "
                                           "unlimited texts"],
        ["Global Calling", "$15 per month", "Unlimited calls from the US to landlines in 70 countries "
                                            "and mobiles in 30 countries"],
        ["Number Shield Plus", "$3.99 per month", "Caller ID for unknown numbers, spam blocking by "
                                                  "category and a personal block list"],
        ["Second Number", "$8 per month", "An extra phone number on the same phone, with its own "
                                          "voicemail"],
    ], (24, 20, 56), [
        "Day Pass charges stop after 10 days per line in a bill cycle; later days in the same bill cycle "
        "are free. Add-ons can be removed at any time and are not refunded for part of a bill cycle.",
    ], {}),
    ("h2", "4.2 Device protection"),
    ("p", "Protect Basic costs $7 per device per month. It covers mechanical and electrical "
          "breakdown after the manufacturer's warranty ends; it does not cover accidental damage, loss "
          "or theft, and a service fee applies to each repair."),
    ("p", "Protect Plus covers accidental damage (drops, spills, cracked screens), loss, theft and "
          "breakdown. Its monthly price and the deductible you pay per claim depend on the device "
          "tier. Your tier is shown in My Brambleton under Devices."),
    ("table", "Table 7. Protect Plus prices and deductibles by device tier", [
        ["Tier", "Typical devices", "Monthly price", "Cracked screen repair", "Other damage",
         "Loss or theft"],
        ["Tier 1", "Basic phones, smartwatches", "$9", "$29", "$49", "$99"],
        ["Tier 2", "Mid-range phones, tablets", "$13", "$29", "$99", "$175"],
        ["Tier 3", "Flagship phones, foldables", "$17", "$49", "$149", "$249"],
    ], (10, 27, 15, 17, 15, 16), [
        "Protect Plus allows up to 3 claims in any rolling 12 months. Replacement devices may be new or "
        "certified refurbished.",
    ], {}),
    ("p", "You can add Protect Basic or Protect Plus within 30 days of activating a device; after "
          "that, the device must pass a photo inspection in the app. You can cancel protection at any "
          "time, but it cannot be added again to the same device."),
]))

ROAMING = [
    # destination, zone, calls per minute, texts sent, data per MB, Day Pass
    ("Argentina", "Zone 2", "$2.49", "$0.50", "$2.05", "No"),
    ("Australia", "Zone 1", "$1.49", "$0.50", "$0.99", "Yes"),
    ("Austria", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Bahamas", "Zone 2", "$1.99", "$0.50", "$2.05", "No"),
    ("Belgium", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Brazil", "Zone 2", "$2.49", "$0.50", "$2.05", "No"),
    ("Chile", "Zone 2", "$2.49", "$0.50", "$2.05", "No"),
    ("China", "Zone 1", "$1.99", "$0.50", "$1.49", "Yes"),
    ("Colombia", "Zone 2", "$2.49", "$0.50", "$2.05", "No"),
    ("Costa Rica", "Zone 2", "$1.99", "$0.50", "$2.05", "No"),
    ("Croatia", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Czech Republic", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Denmark", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Dominican Republic", "Zone 2", "$1.99", "$0.50", "$2.05", "No"),
    ("France", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Germany", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Greece", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Hong Kong", "Zone 1", "$1.49", "$0.50", "$0.99", "Yes"),
    ("India", "Zone 1", "$1.79", "$0.50", "$1.49", "Yes"),
    ("Ireland", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Israel", "Zone 1", "$1.79", "$0.50", "$1.49", "Yes"),
    ("Italy", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Jamaica", "Zone 2", "$1.99", "$0.50", "$2.05", "No"),
    ("Japan", "Zone 1", "$1.49", "$0.50", "$0.99", "Yes"),
    ("Kenya", "Zone 2", "$2.99", "$0.50", "$2.55", "No"),
    ("Morocco", "Zone 2", "$2.99", "$0.50", "$2.55", "No"),
    ("Netherlands", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("New Zealand", "Zone 1", "$1.49", "$0.50", "$0.99", "Yes"),
    ("Norway", "Zone 1", "$1.29", "$0.25", "$0.69", "Yes"),
    ("Peru", "Zone 2", "$2.49", "$0.50", "$2.05", "No"),
    ("Philippines", "Zone 1", "$1.79", "$0.50", "$1.49", "Yes"),
    ("Poland", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Portugal", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Singapore", "Zone 1", "$1.49", "$0.50", "$0.99", "Yes"),
    ("South Africa", "Zone 2", "$2.99", "$0.50", "$2.55", "No"),
    ("South Korea", "Zone 1", "$1.49", "$0.50", "$0.99", "Yes"),
    ("Spain", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Sweden", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
    ("Switzerland", "Zone 1", "$1.29", "$0.25", "$0.69", "Yes"),
    ("Thailand", "Zone 1", "$1.79", "$0.50", "$1.49", "Yes"),
    ("Turkey", "Zone 2", "$2.99", "$0.50", "$2.55", "No"),
    ("United Arab Emirates", "Zone 2", "$2.99", "$0.50", "$2.55", "No"),
    ("United Kingdom", "Zone 1", "$0.99", "$0.25", "$0.49", "Yes"),
]

SECTIONS.append(("5. International roaming", [
    ("p", "Your phone roams automatically on our partner networks abroad. Canada and Mexico are "
          "covered by your plan as shown in Table 1. Everywhere else, choose one of three ways to pay:"),
    ("ul", [
        "International Day Pass ($10 per day, Zone 1 only): use your plan as at home. Texting DAYPASS to "
        "2299 before you travel turns it on; it only charges on days you use your phone abroad.",
        "Travel Pass 30 ($70): one pass for trips of up to 30 days in Zone 1 or Zone 2.",
        "Pay per use: the rates in Table 8. Pay per use is off by default for data; turn on "
        "International Roaming in My Brambleton first.",
    ]),
    ("p", "Received texts are free everywhere. Incoming calls are charged at the same rate as calls "
          "you make. Calls are billed per minute and rounded up to the next full minute; data is "
          "rounded up to the next 1 MB in each session. Cruise ships and flights use separate "
          "satellite networks that are not covered by this guide; see brambleton.example/cruise before "
          "you sail."),
    ("table", "Table 8. Pay-per-use roaming rates by destination", [
        ["Destination", "Zone", "Calls (per minute)", "Texts sent (each)", "Data (per MB)", "Day Pass"],
        *[list(row) for row in ROAMING],
    ], (30, 12, 16, 16, 14, 12), [
        "Destinations not listed above are not covered by Day Pass or Travel Pass; pay-per-use rates for them "
        "are quoted by International Care on request before you travel.",
        "Rates were last changed on July 1, 2024.",
    ], {"repeat": True}),
    ("h2", "5.1 Avoiding surprise charges"),
    ("p", "We text you when you arrive in a destination with its rates. When pay-per-use data "
          "charges on a line reach $50 in a bill cycle, data roaming is paused on that line until you "
          "reply YES to our text or raise the limit in the app. The limit can be set anywhere from $50 to "
          "$500."),
]))

SECTIONS.append(("6. Phones and device payments", [
    ("h2", "6.1 Device Payment Plan"),
    ("p", "Phones, tablets and smartwatches can be paid off over 24 or 36 months at 0% APR. A credit "
          "check decides the down payment, which ranges from $0 to 50% of the device price. An account "
          "can have up to 4 active device payment agreements, with at most $5,000 financed in total. You "
          "can pay a device off early at any time with no prepayment fee. If you cancel the line, the "
          "remaining balance becomes due on your next bill."),
    ("h2", "6.2 Trade-ins"),
    ("p", "Trade-in credit is applied as monthly bill credits over 24 months, as long as the line "
          "stays active. Send the old device within 30 days of receiving the new one, using the prepaid "
          "trade-in kit. The device must power on, hold a charge and be free of Activation Lock. If the "
          "device we receive is worth less than the quote, we lower the credit and tell you by email; "
          "you can ask for the device back within 14 days for a $20 shipping fee."),
    ("h2", "6.3 14-day satisfaction guarantee"),
    ("p", "You can return a phone, tablet or smartwatch bought from Brambleton within 14 days of "
          "delivery (or of purchase, in a store). Returned devices must be in like-new condition with all "
          "accessories. A restocking fee of $50 applies to opened phones and tablets and $25 to opened "
          "smartwatches; no fee applies to unopened devices or to devices that are faulty. New mobile "
          "lines cancelled within the same 14 days get a refund of the monthly plan charges, but not of "
          "international or add-on usage."),
    ("h2", "6.4 Unlocking"),
    ("p", "Phones bought outright are unlocked automatically 60 days after activation. Phones on a "
          "Device Payment Plan are unlocked automatically 2 days after the final payment. Military "
          "customers who are deployed abroad can ask for an early unlock."),
]))

SECTIONS.append(("7. One-time charges and billing", [
    ("table", "Table 9. Account and one-time charges", [
        ["Charge", "Amount", "When it applies"],
        ["Activation or upgrade fee", "$35 per line", "New lines and device upgrades in a store or by phone; "
                                                       "waived online and in the app"],
        ["Physical SIM card", "$10", "Each new or replacement SIM card; eSIM is free"],
        ["Regulatory Cost Recovery charge", "$3.49 per voice line per month", "Every phone line, each bill "
                                                                            "cycle"],
        ["Late payment fee", "$7 or 1.5% of the past-due balance, whichever is greater",
         "Balance still unpaid 5 days after the due date"],
        ["Returned payment", "$25", "A bank payment or check that is returned unpaid"],
        ["Agent-assisted payment", "$5", "Paying by phone with an agent; free in the app, online and by "
                                         "automated phone"],
        ["Paper bill", "$2 per bill", "Waived for account holders aged 65 or older"],
        ["Reconnection", "$20 per line", "Restoring service suspended for non-payment"],
        ["Phone number change", "$15", "Free within 30 days of activation"],
        ["Temporary line suspension", "$10 per line per month", "Up to 90 days in any 12 months, e.g. "
                                                                "for long trips"],
        ["Transferring a number out", "No charge", "Porting your number to another carrier"],
    ], (30, 30, 40), [
        "Unreturned home internet equipment charges are listed in section 2.2.",
    ], {"repeat": False}),
    ("h2", "7.1 Your bill and the payment timeline"),
    ("p", "Your bill is issued 21 days before its due date and covers the coming bill cycle in "
          "advance. The first bill for a new line includes a prorated charge for the part month since "
          "activation, so it is usually higher than later bills."),
    ("ol", [
        "If a bill is still unpaid 5 days after the due date, the late payment fee is added.",
        "At 15 days past due we send a suspension warning by text and email.",
        "At 30 days past due, service is suspended: only calls to 911 and to Brambleton Care work.",
        "At 60 days past due, the account is cancelled, any device balances become due and the debt "
        "may be passed to a collection agency.",
    ]),
    ("p", "To avoid suspension you can set up a payment arrangement in the app before the due date, "
          "spreading a past-due balance over up to 2 bill cycles; one arrangement is allowed every 6 "
          "months."),
]))

SECTIONS.append(("8. Contact us", [
    ("table", "Table 10. Customer support channels", [
        ["Channel", "Contact", "Hours"],
        ["Chat", "My Brambleton app or brambleton.example/chat", "24 hours a day, 7 days a week"],
        ["Brambleton Care (phone)", "611 from a Brambleton phone, or 1-800-555-0171", "7:00 a.m. to "
                                                                                     "11:00 p.m. ET, daily"],
        ["Home internet technical support", "1-800-555-0178", "24 hours a day, 7 days a week"],
        ["International Care", "+1-800-555-0179 (free from abroad on a Brambleton phone)",
         "24 hours a day, 7 days a week"],
        ["Stores", "Find a store at brambleton.example/stores", "Hours vary by location"],
    ], (24, 44, 32), [
        "Customers who are deaf, hard of hearing or have a speech disability can reach Brambleton Care "
        "through 711 relay.",
    ], {}),
    ("p", "Mailed payments go to Brambleton Wireless & Fiber, PO Box 4410, Tulsa, OK 74101. Write "
          "your account number on the check. Allow 7 business days for mailed payments to arrive."),
]))


# ---------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------

LINE = 5.0
GREEN = (20, 90, 70)


class Guide(kit.RunningPages):
    name = f"{COMPANY} | {TITLE}"
    name_width = 90
    name_style = "B"
    name_colour = GREEN
    grey = (100, 100, 100)
    rule = (GREEN, 0.4)
    code = f"{DOC_CODE} - Edition 24.3"
    code_width = 60


def _para(pdf: FPDF, text: str, size: float = 9.5, style: str = "", indent: float = 0) -> None:
    kit.paragraph(pdf, text, "Helvetica", style, size, LINE if size >= 9 else 4.2, indent)


def _list(pdf: FPDF, items: list[str], numbered: bool) -> None:
    kit.list_items(pdf, items, font=("Helvetica", "", 9.5), line=LINE,
                   marker=lambda n, _: kit.label(pdf, 2, 5, LINE, f"{n}." if numbered else "-"),
                   body=lambda item: _para(pdf, item, indent=7), spacing=0.8, after=1)


def _table(pdf: FPDF, title: str, rows: list[list[str]], widths: tuple[int, ...],
           notes: list[str], options: dict) -> None:
    kit.heading(pdf, title, 9.5, 5.5, keep=40, before=1, colour=GREEN)
    pdf.set_font("Helvetica", "", 8.5)
    pdf.set_fill_color(244, 246, 245)
    kit.table(pdf, rows, col_widths=widths, line_height=4.4,
              headings_style=FontFace(emphasis="BOLD", fill_color=(220, 236, 230)),
              repeat_headings=1 if options.get("repeat", True) else 0,
              cell_fill_color=(244, 246, 245), cell_fill_mode="ROWS")
    pdf.ln(1)
    for note in notes:
        _para(pdf, note, size=7.8, style="I")
    pdf.ln(2.5)


def _render_blocks(pdf: FPDF, blocks: list, toc: dict[str, int]) -> None:
    for block in blocks:
        kind = block[0]
        if kind == "h2":
            kit.heading(pdf, block[1], 11, 6, keep=25, before=2, after=0.5)
        elif kind == "p":
            _para(pdf, block[1])
            pdf.ln(1.8)
        elif kind in ("ul", "ol"):
            _list(pdf, block[1], numbered=kind == "ol")
        elif kind == "table":
            _table(pdf, *block[1:])
        elif kind == "toc":
            kit.contents(pdf, [(title, f"page {toc.get(title, 0)}") for title, _ in SECTIONS])
        else:  # pragma: no cover - content bug
            raise ValueError(f"unknown block {kind!r}")


def _render(toc: dict[str, int]) -> tuple[FPDF, dict[str, int]]:
    pdf = kit.new_document(
        Guide, margins=(20, 16, 20), bottom=18, title=f"{COMPANY} - {TITLE}", author=COMPANY,
        subject="Mobile plans, home internet, bundles, add-ons, device protection, roaming rates, fees",
        script=Path(__file__).name, created=CREATED)

    pdf.add_page()
    pdf.set_fill_color(*GREEN)
    pdf.rect(0, 0, pdf.w, 46, style="F")
    pdf.set_text_color(255, 255, 255)
    pdf.set_y(14)
    pdf.set_font("Helvetica", "B", 24)
    pdf.cell(0, 11, kit.latin1(COMPANY), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Helvetica", "", 15)
    pdf.cell(0, 8, kit.latin1(f"{TITLE}: mobile, home internet and add-ons"), new_x=XPos.LMARGIN,
             new_y=YPos.NEXT)
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(54)
    pdf.set_font("Helvetica", "I", 10)
    pdf.multi_cell(0, 5.5, kit.latin1(EDITION), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(4)
    _render_blocks(pdf, COVER, toc)

    starts: dict[str, int] = {}
    for title, blocks in SECTIONS:
        pdf.section = title
        pdf.add_page()
        starts[title] = pdf.page_no()
        kit.heading(pdf, title, 16, 8, colour=GREEN, after=2)
        _render_blocks(pdf, blocks, toc)
    return pdf, starts


def build(out: Path) -> dict[str, int]:
    return kit.two_passes(_render, out)[1]


def main() -> int:
    out = kit.out_argument(__doc__, DEFAULT_OUT)
    kit.report(out, build(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
