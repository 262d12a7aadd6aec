"""Text of the Ledgerly customer onboarding deck, one dict per slide; build.py lays it out.

Every block has a box (left, top, width, height) in inches on a 13.333 x 7.5 in (16:9) slide.
Block kinds:
  bullets  - "lead" (optional lead-in line) and "items": (level, text) pairs; "numbered": True for 1., 2., ...
  table    - "header", "rows", "widths" (inches per column); "size" is the font size
  note     - a boxed text box: "heading" and "text" (a string or a list of paragraphs)
  fine     - small print lines (footnotes) at the foot of the slide
  text     - plain paragraphs
"""

FOOTER = "Ledgerly \u00b7 Customer onboarding & plans overview \u00b7 Edition 2026.2"

PLAN_HEADER = ["", "Starter", "Essentials", "Professional", "Scale"]
PLAN_WIDTHS = [3.5, 2.2, 2.2, 2.2, 2.2]

SLIDES = [
    # 1 ------------------------------------------------------------------ cover
    {
        "cover": True,
        "title": "Welcome to Ledgerly",
        "subtitle": "Customer onboarding & plans overview",
        "blocks": [
            {"type": "text", "box": (0.9, 3.55, 8.5, 1.0), "size": 18, "color": "white",
             "paras": ["Bookkeeping, invoicing and bills in one place, for small businesses "
                       "and the accountants who work with them."]},
            {"type": "text", "box": (0.9, 4.75, 8.5, 0.9), "size": 13, "color": "pale",
             "paras": ["Edition 2026.2 \u00b7 Effective March 1, 2026",
                       "Prices in this deck are valid until August 31, 2026"]},
            {"type": "note", "box": (9.4, 4.6, 3.3, 1.75), "size": 11, "dark": True,
             "heading": "Prepared for you by Customer Success",
             "text": "Your onboarding specialist will walk through this deck on your kickoff call. "
                     "Questions before then: onboarding@ledgerlyhq.com"},
        ],
    },
    # 2 ------------------------------------------------------------------ agenda
    {
        "kicker": "Introduction",
        "title": "What this deck covers",
        "blocks": [
            {"type": "bullets", "box": (0.6, 1.45, 6.9, 5.2), "size": 16, "numbered": True,
             "lead": "Keep this deck handy during your first month. Inside:",
             "items": [
                 (0, "Plans and prices (slides 3\u20134)"),
                 (0, "What each plan includes (slides 5\u20136)"),
                 (0, "Add-ons and Ledgerly Pay (slide 7)"),
                 (0, "Your first 30 days (slides 8\u20139)"),
                 (0, "Bringing your data into Ledgerly (slides 10\u201311)"),
                 (0, "Security and data retention (slides 12\u201313)"),
                 (0, "Getting help (slides 14\u201315)"),
                 (0, "Billing rules (slides 16\u201317)"),
                 (0, "Who to contact (slide 18)"),
             ]},
            {"type": "note", "box": (8.0, 1.6, 4.7, 1.95), "size": 13,
             "heading": "Good to know",
             "text": "Everything in this deck applies to subscriptions started on or after March 1, 2026. "
                     "Customers who subscribed earlier keep their current price until their first renewal "
                     "after September 1, 2026."},
            {"type": "note", "box": (8.0, 3.85, 4.7, 1.7), "size": 13,
             "heading": "Words we use",
             "text": ["Account owner: the person who created the subscription. Only the owner can change "
                      "the plan or cancel.",
                      "Organisation: one company (legal entity) in Ledgerly."]},
        ],
    },
    # 3 ------------------------------------------------------------------ USD prices
    {
        "kicker": "Plans and prices",
        "title": "Four plans, billed monthly or annually (USD)",
        "blocks": [
            {"type": "text", "box": (0.6, 1.35, 12.1, 0.5), "size": 15,
             "paras": ["Pay month to month, or pay for the year up front and save up to 18%."]},
            {"type": "table", "box": (0.6, 1.95, 12.1, 3.4), "size": 13,
             "header": ["Plan", "Best for", "Billed monthly", "Billed annually (per month)",
                        "Annual total", "Free trial\u00b9"],
             "widths": [1.7, 3.8, 1.6, 2.1, 1.5, 1.4],
             "rows": [
                 ["Starter", "Sole traders and freelancers", "$19 / month", "$16 / month", "$192", "14 days"],
                 ["Essentials", "Small businesses working with a bookkeeper", "$39 / month", "$32 / month",
                  "$384", "14 days"],
                 ["Professional", "Growing teams with stock, projects or approvals", "$72 / month",
                  "$60 / month", "$720", "30 days"],
                 ["Scale", "Groups of companies and high-volume businesses", "$149 / month", "$124 / month",
                  "$1,488", "30 days\u00b2"],
             ]},
            {"type": "fine", "box": (0.6, 5.55, 12.1, 1.1),
             "lines": [
                 "Prices are per organisation and exclude sales tax and VAT. Annual plans are paid in one "
                 "payment at the start of the term.",
                 "\u00b9 Trials include every feature of the plan except payroll and Ledgerly Pay payouts. "
                 "No card is needed to start a trial.",
                 "\u00b2 Scale trials are set up by our sales team: write to sales@ledgerlyhq.com.",
             ]},
        ],
    },
    # 4 ------------------------------------------------------------------ GBP / EUR + discounts
    {
        "kicker": "Plans and prices",
        "title": "Prices in pounds and euros, and discounts",
        "blocks": [
            {"type": "text", "box": (0.6, 1.3, 6.4, 0.8), "size": 13,
             "paras": ["Customers in the United Kingdom are billed in GBP by Ledgerly Software Ltd. "
                       "Customers in EU countries are billed in EUR."]},
            {"type": "table", "box": (0.6, 2.2, 6.4, 2.6), "size": 12,
             "header": ["Plan", "GBP monthly", "GBP annual (per month)", "EUR monthly",
                        "EUR annual (per month)"],
             "widths": [1.4, 1.15, 1.35, 1.15, 1.35],
             "rows": [
                 ["Starter", "\u00a316", "\u00a313", "\u20ac18", "\u20ac15"],
                 ["Essentials", "\u00a332", "\u00a327", "\u20ac36", "\u20ac30"],
                 ["Professional", "\u00a359", "\u00a349", "\u20ac66", "\u20ac55"],
                 ["Scale", "\u00a3124", "\u00a3103", "\u20ac139", "\u20ac116"],
             ]},
            {"type": "fine", "box": (0.6, 5.0, 6.4, 0.8),
             "lines": ["GBP prices exclude VAT at 20%. EUR prices exclude VAT; see slide 16 for reverse charge."]},
            {"type": "bullets", "box": (7.4, 1.3, 5.4, 3.9), "size": 13,
             "lead": "Discounts (one per account; they cannot be combined):",
             "items": [
                 (0, "Registered charities and non-profits: 25% off annual plans"),
                 (1, "Not available on monthly billing; proof of registration is required"),
                 (0, "Clients invited by a Ledgerly Partner accountant: 20% off for the first 6 months"),
                 (1, "Monthly billing only"),
                 (0, "Start-up offer: Essentials free for 3 months"),
                 (1, "For companies incorporated less than 12 months before sign-up; standard price after"),
             ]},
            {"type": "note", "box": (7.4, 4.15, 5.4, 1.3), "size": 12,
             "heading": "Billing currency",
             "text": "Your currency is fixed when you subscribe. It can be changed only at renewal: ask "
                     "billing@ledgerlyhq.com at least 10 days before your renewal date."},
        ],
    },
    # 5 ------------------------------------------------------------------ limits 1
    {
        "kicker": "What each plan includes",
        "title": "Usage limits by plan (1 of 2)",
        "blocks": [
            {"type": "table", "box": (0.6, 1.4, 12.3, 4.6), "size": 13,
             "header": ["Limit"] + PLAN_HEADER[1:], "widths": PLAN_WIDTHS,
             "rows": [
                 ["Users included", "1", "3", "10", "25"],
                 ["Additional users", "Not available", "$9 per user / month", "$9 per user / month",
                  "$7 per user / month"],
                 ["Free accountant or bookkeeper seats", "1", "2", "Unlimited", "Unlimited"],
                 ["Sales invoices and quotes sent per month", "20", "500", "2,000", "Unlimited"],
                 ["Bills and receipts captured per month", "10", "100", "1,000", "5,000"],
                 ["Bank and card connections", "2", "5", "15", "50"],
                 ["Document storage", "2 GB", "10 GB", "50 GB", "250 GB"],
             ]},
            {"type": "fine", "box": (0.6, 6.1, 12.1, 0.6),
             "lines": ["Table continues on the next slide. Extra users are billed in USD here; "
                       "GBP and EUR prices for extra users are shown in the app."]},
        ],
    },
    # 6 ------------------------------------------------------------------ limits 2
    {
        "kicker": "What each plan includes",
        "title": "Usage limits by plan (2 of 2)",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.3, 4.3), "size": 12,
             "header": ["Limit"] + PLAN_HEADER[1:], "widths": PLAN_WIDTHS,
             "rows": [
                 ["Organisations per subscription", "1", "1", "1", "5 included (more with add-on)"],
                 ["Currencies", "Home currency only", "Home + 2 foreign", "Unlimited", "Unlimited"],
                 ["Recurring invoices", "\u2014", "Yes", "Yes", "Yes"],
                 ["Inventory items tracked", "\u2014", "\u2014", "5,000", "50,000"],
                 ["Projects and time tracking", "\u2014", "\u2014", "Yes", "Yes"],
                 ["Approval workflows", "\u2014", "\u2014", "Up to 2 levels", "Up to 5 levels"],
                 ["API requests per day", "\u2014", "1,000", "10,000", "100,000"],
                 ["Audit log history kept", "30 days", "1 year", "3 years", "7 years"],
                 ["Single sign-on (SAML 2.0)", "\u2014", "\u2014", "\u2014", "Yes"],
             ]},
            {"type": "note", "box": (0.6, 5.75, 12.1, 1.0), "size": 11,
             "heading": "Reaching a limit",
             "text": "At your monthly invoice or bill limit you can still save drafts, but cannot send or approve "
                     "more until the counter resets at 00:00 UTC on the 1st of the month, or until you upgrade. "
                     "Over your storage limit, new uploads are blocked; files already stored stay available."},
        ],
    },
    # 7 ------------------------------------------------------------------ add-ons
    {
        "kicker": "Add-ons",
        "title": "Add-ons you can turn on at any time",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.1, 4.1), "size": 11,
             "header": ["Add-on", "What you get", "Price", "Available on"],
             "widths": [2.2, 4.9, 2.5, 2.5],
             "rows": [
                 ["Payroll (US)", "Pay up to 100 employees; federal and state payroll tax filings in all 50 states",
                  "$45 / month + $5 per employee paid", "Essentials, Professional, Scale"],
                 ["Payroll (UK)", "RTI submissions to HMRC, payslips and pension auto-enrolment",
                  "\u00a330 / month + \u00a33 per employee paid", "Essentials, Professional, Scale"],
                 ["Extra storage", "50 GB more document storage per block", "$6 / month per block", "All plans"],
                 ["Bank connection pack", "5 more bank or card connections", "$10 / month per pack",
                  "Starter (1 pack max), Essentials, Professional"],
                 ["Extra organisation", "One more company under the same subscription", "$59 / month each",
                  "Scale"],
                 ["Smart Capture Plus", "Line-item reading of receipts, plus 500 more captures a month",
                  "$15 / month", "Essentials, Professional, Scale"],
                 ["Priority Support", "Phone callback for P1 and P2 tickets; 2-hour first response on P1",
                  "$49 / month", "Essentials, Professional (included in Scale)"],
                 ["Guided migration", "Our team imports up to 3 years of your history (slide 10)",
                  "$399 one-time", "Starter, Essentials, Professional (included in Scale)"],
             ]},
            {"type": "note", "box": (0.6, 5.55, 6.3, 1.2), "size": 11,
             "heading": "Ledgerly Pay: let customers pay your invoices online",
             "text": "No monthly fee. US-issued cards: 2.9% + $0.30 per payment. ACH bank transfer: 1% "
                     "per payment, capped at $10."},
            {"type": "fine", "box": (7.2, 5.55, 5.5, 1.2),
             "lines": ["Add-ons are billed on the same cycle as your plan and prorated by the day when added "
                       "mid-cycle. Payroll employee fees apply to each employee paid at least once in the "
                       "calendar month. Add-on prices in GBP and EUR are shown under Settings \u203a "
                       "Subscription \u203a Add-ons."]},
        ],
    },
    # 8 ------------------------------------------------------------------ first 30 days
    {
        "kicker": "Your first 30 days",
        "title": "Onboarding timeline",
        "blocks": [
            {"type": "bullets", "box": (0.6, 1.3, 8.2, 5.4), "size": 13, "numbered": True,
             "lead": "Most customers go live within 2 to 3 weeks. A typical path:",
             "items": [
                 (0, "Day 0: the account owner activates the account from the welcome e-mail (the link works "
                     "for 72 hours) and turns on two-factor authentication."),
                 (0, "Day 1\u20132: kickoff call with your onboarding specialist to agree your go-live date, "
                     "financial year end and conversion date."),
                 (0, "Days 2\u20135: connect bank feeds, then invite your team and your accountant."),
                 (0, "Days 3\u201310: import customers, suppliers, items and opening balances (slides 10\u201311)."),
                 (0, "Days 7\u201312: set up invoice templates, tax rates and payment methods; send a test "
                     "invoice to yourself."),
                 (0, "Day 14: training session for admins and the finance team."),
                 (0, "Day 21: go-live review \u2014 reconcile your first two weeks of bank transactions with "
                     "your specialist."),
                 (0, "Day 30: health check and hand-over to the Support team."),
             ]},
            {"type": "note", "box": (9.2, 1.45, 3.5, 1.85), "size": 12,
             "heading": "On the Starter plan?",
             "text": "Onboarding is self-serve. Follow the Setup Checklist in the app and join our free "
                     "group webinar: Wednesdays at 11:00 ET, or Thursdays at 10:00 UK time."},
            {"type": "note", "box": (9.2, 3.55, 3.5, 1.4), "size": 12,
             "heading": "Activation link expired?",
             "text": "Ask for a new one on the sign-in page (Resend activation) or from onboarding@ledgerlyhq.com."},
        ],
    },
    # 9 ------------------------------------------------------------------ onboarding by plan
    {
        "kicker": "Your first 30 days",
        "title": "Onboarding help included in each plan",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.3, 3.5), "size": 12,
             "header": ["Included", "Starter", "Essentials", "Professional", "Scale"],
             "widths": PLAN_WIDTHS,
             "rows": [
                 ["Who helps you", "Self-serve", "Shared onboarding team", "Named specialist",
                  "Named onboarding manager"],
                 ["Kickoff call", "\u2014", "30 minutes", "60 minutes", "90 minutes, on-site option*"],
                 ["Live training", "Group webinar", "1 session of 45 minutes", "3 sessions of 60 minutes",
                  "Unlimited during onboarding"],
                 ["Onboarding period", "\u2014", "14 days", "30 days", "60 days"],
                 ["Guided migration", "Add-on, $399", "Add-on, $399", "Add-on, $399", "Included"],
                 ["Go-live review", "\u2014", "\u2014", "Yes", "Yes"],
             ]},
            {"type": "fine", "box": (0.6, 4.9, 12.1, 0.5),
             "lines": ["* On-site kickoff is offered to Scale customers in the continental US and Great Britain. "
                       "Travel costs are included for annual Scale subscriptions."]},
            {"type": "bullets", "box": (0.6, 5.4, 12.1, 1.4), "size": 12,
             "lead": "Before your kickoff call, please have ready:",
             "items": [
                 (0, "Your last year-end trial balance and a list of your bank and card accounts"),
                 (0, "Your sales tax or VAT registration numbers, and the names and e-mails of everyone who needs access"),
             ]},
        ],
    },
    # 10 ----------------------------------------------------------------- import options
    {
        "kicker": "Bringing your data in",
        "title": "Five ways to bring your data into Ledgerly",
        "blocks": [
            {"type": "bullets", "box": (0.6, 1.3, 6.1, 5.4), "size": 13,
             "lead": "Pick the one that matches how much history you need:",
             "items": [
                 (0, "Start fresh with opening balances"),
                 (1, "Enter balances as at your conversion date; we recommend the first day of a month or quarter"),
                 (1, "Best when you only need today's open invoices and bills"),
                 (0, "Spreadsheet import (CSV or XLSX)"),
                 (1, "Templates for contacts, items, chart of accounts, open invoices and open bills"),
                 (1, "Steps and file rules on slide 11"),
                 (0, "Bank history"),
                 (1, "Bank feeds bring in up to 12 months of transactions on Starter and Essentials, "
                     "or 24 months on Professional and Scale, where your bank allows it"),
                 (1, "Older transactions: upload statement files"),
             ]},
            {"type": "bullets", "box": (6.9, 1.3, 5.9, 4.6), "size": 13,
             "items": [
                 (0, "Migration Assistant (self-serve)"),
                 (1, "Moves contacts, items, chart of accounts and up to 2 years of transactions from "
                     "supported cloud accounting apps\u2020"),
                 (1, "Runs overnight; you get an e-mail with a reconciliation report when it is done"),
                 (0, "Guided migration (add-on, included in Scale)"),
                 (1, "Our migration team imports up to 3 years of history, including paid invoices and "
                     "attachments"),
                 (1, "Typical turnaround: 5 business days after we receive your files"),
             ]},
            {"type": "fine", "box": (6.9, 4.4, 5.9, 0.7),
             "lines": ["\u2020 The current list of supported apps is at help.ledgerlyhq.com/migrate."]},
        ],
    },
    # 11 ----------------------------------------------------------------- import rules
    {
        "kicker": "Bringing your data in",
        "title": "Import file rules and steps",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.1, 3.3), "size": 11,
             "header": ["What you import", "File formats", "Max file size", "Max rows", "Notes"],
             "widths": [2.9, 2.2, 1.8, 1.5, 3.7],
             "rows": [
                 ["Contacts (customers and suppliers)", "CSV, XLSX", "10 MB", "10,000",
                  "Contacts with the same e-mail are merged"],
                 ["Items and products", "CSV, XLSX", "10 MB", "5,000", "Each SKU must be unique"],
                 ["Chart of accounts", "CSV", "2 MB", "1,000", "Import before opening balances"],
                 ["Open invoices and bills", "CSV, XLSX", "25 MB", "20,000 lines", "One row per line item"],
                 ["Bank statements", "OFX, QFX, QIF, CSV", "5 MB per file", "\u2014",
                  "Up to 36 months per bank account"],
                 ["Attachments", "ZIP of PDF, JPG, PNG", "500 MB per ZIP", "\u2014",
                  "Each file inside up to 20 MB"],
             ]},
            {"type": "bullets", "box": (0.6, 4.75, 7.4, 2.0), "size": 12, "numbered": True,
             "lead": "To import a spreadsheet:",
             "items": [
                 (0, "Open Settings \u203a Import data and choose what you are importing."),
                 (0, "Download the template and fill it in. Keep the header row."),
                 (0, "Upload the file and match any columns we could not map."),
                 (0, "Check the preview of the first 50 rows, then click Import."),
                 (0, "Made a mistake? Undo it from Import history within 24 hours."),
             ]},
            {"type": "note", "box": (8.4, 4.85, 4.3, 1.6), "size": 12,
             "heading": "Date format",
             "text": "Dates in your files must use the format set under Settings \u203a Organisation. "
                     "The default is YYYY-MM-DD."},
        ],
    },
    # 12 ----------------------------------------------------------------- security
    {
        "kicker": "Security and data retention",
        "title": "How we protect your data",
        "blocks": [
            {"type": "bullets", "box": (0.6, 1.3, 6.1, 5.4), "size": 13,
             "items": [
                 (0, "Encryption"),
                 (1, "AES-256 at rest; TLS 1.2 or higher in transit"),
                 (1, "We never store your online banking password; bank feeds use read-only tokens"),
                 (0, "Where your data is hosted"),
                 (1, "US accounts: data centres in Oregon and Virginia, USA"),
                 (1, "UK and EU accounts: Frankfurt (primary) and Dublin (standby)"),
                 (0, "Signing in"),
                 (1, "Two-factor authentication is required for owners and admins, optional for other users"),
                 (1, "Sessions end after 30 minutes without activity; on Scale, admins can set 15 to 240 minutes"),
                 (1, "Single sign-on with SAML 2.0 on the Scale plan"),
             ]},
            {"type": "bullets", "box": (6.9, 1.3, 5.9, 3.3), "size": 13,
             "items": [
                 (0, "Audits and testing"),
                 (1, "SOC 2 Type II report, renewed yearly; shared under NDA with Professional and Scale customers"),
                 (1, "ISO/IEC 27001 certified since 2023"),
                 (1, "Independent penetration tests twice a year"),
                 (0, "Backups"),
                 (1, "Encrypted backups every 4 hours, kept for 35 days"),
                 (1, "Recovery point objective 4 hours; recovery time objective 8 hours"),
             ]},
            {"type": "note", "box": (6.9, 4.0, 5.8, 1.2), "size": 12,
             "heading": "Found a security problem?",
             "text": "E-mail security@ledgerlyhq.com. We acknowledge every report within 1 business day. "
                     "Please do not report vulnerabilities through chat."},
        ],
    },
    # 13 ----------------------------------------------------------------- retention
    {
        "kicker": "Security and data retention",
        "title": "How long we keep your data",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.1, 3.6), "size": 12,
             "header": ["Data", "While you subscribe", "After your subscription ends"],
             "widths": [3.3, 3.9, 4.9],
             "rows": [
                 ["Accounting records (transactions, invoices, bills)", "Kept for as long as you subscribe",
                  "Read-only access for 90 days; deleted 180 days after the end date"],
                 ["Uploaded documents and receipts", "Kept within your storage limit",
                  "Deleted with the accounting records, after 180 days"],
                 ["Audit log", "30 days to 7 years, by plan (slide 6)", "Deleted after 180 days"],
                 ["Bank feed connections", "Active until you disconnect them",
                  "Disconnected on the day your plan ends"],
                 ["Payroll records", "Kept for as long as you subscribe",
                  "Kept 7 years (US) or 6 years (UK) to meet payroll record rules, then deleted"],
                 ["Backups", "Rolling 35 days", "Purged within 35 days after deletion"],
             ]},
            {"type": "bullets", "box": (0.6, 5.05, 8.0, 1.7), "size": 12,
             "lead": "Getting your data out:",
             "items": [
                 (0, "Settings \u203a Export creates a full export (CSV files plus a PDF of every invoice). "
                     "It is ready within 2 hours and the download link works for 7 days."),
                 (0, "Want your data deleted sooner? The account owner can ask privacy@ledgerlyhq.com; "
                     "we finish early deletion within 30 days."),
             ]},
            {"type": "fine", "box": (8.9, 5.1, 3.8, 1.0),
             "lines": ["Trials that do not become a paid subscription are deleted 60 days after the trial ends. "
                       "Payroll data is never entered during a trial."]},
        ],
    },
    # 14 ----------------------------------------------------------------- support channels
    {
        "kicker": "Getting help",
        "title": "Support channels and hours",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.1, 4.2), "size": 11,
             "header": ["Channel", "When", "Starter", "Essentials", "Professional", "Scale"],
             "widths": [2.6, 4.3, 1.2, 1.3, 1.4, 1.3],
             "rows": [
                 ["Help Center and community forum", "24/7", "Yes", "Yes", "Yes", "Yes"],
                 ["E-mail: support@ledgerlyhq.com", "Answered Mon\u2013Fri 6:00\u201320:00 ET", "Yes", "Yes",
                  "Yes", "Yes"],
                 ["In-app live chat", "US: Mon\u2013Fri 8:00\u201320:00 ET. UK and EU: Mon\u2013Fri "
                  "8:00\u201318:00 UK time", "\u2014", "Yes", "Yes", "Yes"],
                 ["Phone, US: +1 (877) 555-0148", "Mon\u2013Fri 9:00\u201318:00 ET", "\u2014", "\u2014",
                  "Yes", "Yes"],
                 ["Phone, UK: +44 20 7946 0325", "Mon\u2013Fri 9:00\u201317:30 UK time", "\u2014", "\u2014",
                  "Yes", "Yes"],
                 ["Weekend urgent line (P1 only)", "Sat\u2013Sun 10:00\u201316:00 ET", "\u2014", "\u2014",
                  "\u2014", "Yes"],
                 ["Named customer success manager", "Business hours", "\u2014", "\u2014", "\u2014", "Yes"],
             ]},
            {"type": "fine", "box": (0.6, 5.65, 12.1, 1.1),
             "lines": ["ET = US Eastern Time. The US team is closed on US federal holidays and the UK team on UK bank "
                       "holidays; the Help Center stays open. When you call, have your Account ID ready "
                       "(Settings \u203a Organisation). Service status: status.ledgerlyhq.com"]},
        ],
    },
    # 15 ----------------------------------------------------------------- response targets
    {
        "kicker": "Getting help",
        "title": "How fast we respond",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.1, 3.4), "size": 11,
             "header": ["Priority", "What it means", "Starter", "Essentials", "Professional", "Scale"],
             "widths": [1.4, 3.9, 1.6, 1.7, 1.8, 1.7],
             "rows": [
                 ["P1 Urgent", "You cannot sign in, send invoices or run payroll", "24 hours", "8 hours",
                  "4 hours", "1 hour"],
                 ["P2 High", "A key feature fails but there is a workaround", "2 business days",
                  "1 business day", "8 business hours", "4 business hours"],
                 ["P3 Normal", "How-to questions and minor bugs", "3 business days", "2 business days",
                  "1 business day", "8 business hours"],
                 ["P4 Low", "Feature requests and feedback", "5 business days", "5 business days",
                  "3 business days", "2 business days"],
             ]},
            {"type": "fine", "box": (0.6, 4.8, 12.1, 0.7),
             "lines": ["Targets are for the first reply from a person, not for a fix. On Scale, P1 targets run "
                       "around the clock; on other plans they run during support hours. With the Priority "
                       "Support add-on the P1 target on Essentials and Professional is 2 hours."]},
            {"type": "bullets", "box": (0.6, 5.5, 7.6, 1.3), "size": 12,
             "lead": "Ticket past its target?",
             "items": [
                 (0, "Reply with ESCALATE in the subject line, or write to escalations@ledgerlyhq.com"),
             ]},
            {"type": "note", "box": (8.5, 5.5, 4.2, 1.2), "size": 12,
             "heading": "Availability",
             "text": "Target uptime is 99.9% each calendar month, on every plan."},
        ],
    },
    # 16 ----------------------------------------------------------------- billing 1
    {
        "kicker": "Billing rules",
        "title": "Plan changes, proration and refunds",
        "blocks": [
            {"type": "bullets", "box": (0.6, 1.3, 6.2, 5.4), "size": 12,
             "lead": "Changing your plan:",
             "items": [
                 (0, "Upgrades start at once. You pay the difference for the rest of the billing period, "
                     "prorated by the day, charged straight away to your payment method."),
                 (0, "Downgrades start at your next billing period. On annual billing you can only "
                     "downgrade at renewal."),
                 (0, "Monthly to annual: any time; the unused part of the month is credited against the "
                     "annual price."),
                 (0, "Annual to monthly: at renewal only."),
                 (0, "Users added mid-period are prorated by the day. Users removed on a monthly plan "
                     "give a credit on your next invoice."),
             ]},
            {"type": "bullets", "box": (6.9, 1.3, 5.9, 3.6), "size": 12,
             "lead": "Refunds:",
             "items": [
                 (0, "Monthly plans: no refunds for part of a month; you keep access until the paid month ends."),
                 (0, "Annual plans: full refund if you cancel within 30 days of your first annual payment. "
                     "After that, no refund unless the law requires one."),
                 (0, "Forgot to cancel before an annual renewal? Ask within 14 days of the renewal date "
                     "for a refund of the renewal, less any payroll fees used."),
                 (0, "Add-ons and one-time services such as guided migration cannot be refunded once started."),
             ]},
            {"type": "note", "box": (6.9, 4.3, 5.9, 1.25), "size": 11,
             "heading": "Ways to pay",
             "text": "Visa, Mastercard and American Express everywhere. ACH debit (US, annual plans only), "
                     "Bacs Direct Debit (UK) and SEPA Direct Debit (EU). Scale annual: bank transfer, 30-day terms."},
            {"type": "fine", "box": (6.9, 5.65, 5.9, 0.6),
             "lines": ["Annual prices are fixed for the term; monthly price changes get 30 days' notice. "
                       "EU businesses with a valid VAT number are billed under reverse charge."]},
        ],
    },
    # 17 ----------------------------------------------------------------- billing 2
    {
        "kicker": "Billing rules",
        "title": "Failed payments and cancelling",
        "blocks": [
            {"type": "bullets", "box": (0.6, 1.3, 6.2, 4.2), "size": 12, "numbered": True,
             "lead": "When a payment fails:",
             "items": [
                 (0, "Day 0: we e-mail the account owner and billing contact, and show a banner in the app."),
                 (0, "Days 3, 5 and 7: we try the card again automatically."),
                 (0, "Day 10: the account turns read-only. You can view and export, but not create or send."),
                 (0, "Day 21: the account is suspended. Only the owner can sign in, to update payment details."),
                 (0, "Day 45: the subscription is cancelled and the retention rules on slide 13 apply."),
             ]},
            {"type": "text", "box": (0.6, 4.55, 6.2, 1.2), "size": 12,
             "paras": ["Pay the overdue amount before day 45 and full access comes back within 15 minutes. "
                       "We do not charge late fees. An account cancelled for non-payment can be reactivated "
                       "within 90 days for a one-time fee of $25."]},
            {"type": "bullets", "box": (6.9, 1.3, 5.9, 3.4), "size": 12, "numbered": True,
             "lead": "To cancel (account owner only):",
             "items": [
                 (0, "Export your data first (Settings \u203a Export)."),
                 (0, "Go to Settings \u203a Subscription and choose Cancel subscription."),
                 (0, "Pick a reason and confirm with your password and two-factor code."),
                 (0, "Keep the confirmation e-mail: its cancellation reference starts with CX-."),
             ]},
            {"type": "note", "box": (6.9, 3.55, 5.9, 1.35), "size": 11,
             "heading": "When does it end?",
             "text": "Cancelling takes effect at the end of the current month (monthly) or term (annual). "
                     "We cannot cancel over chat. If the owner cannot sign in, e-mail billing@ledgerlyhq.com "
                     "from the owner's e-mail address."},
        ],
    },
    # 18 ----------------------------------------------------------------- contacts
    {
        "kicker": "Who to contact",
        "title": "Key contacts",
        "blocks": [
            {"type": "table", "box": (0.6, 1.3, 12.1, 4.1), "size": 11,
             "header": ["Team", "Contact them about", "E-mail", "Phone", "Hours"],
             "widths": [1.8, 3.2, 3.0, 2.0, 2.1],
             "rows": [
                 ["Onboarding", "Set-up, kickoff calls, training", "onboarding@ledgerlyhq.com",
                  "Through your specialist", "Mon\u2013Fri 8:00\u201318:00 ET"],
                 ["Support", "How-to questions, bugs, outages", "support@ledgerlyhq.com", "See slide 14",
                  "See slide 14"],
                 ["Billing", "Invoices, refunds, payment methods, cancelling", "billing@ledgerlyhq.com",
                  "+1 (877) 555-0163", "Mon\u2013Fri 9:00\u201317:00 ET"],
                 ["Sales", "Upgrades, Scale quotes and trials", "sales@ledgerlyhq.com", "+1 (877) 555-0190",
                  "Mon\u2013Fri 8:00\u201319:00 ET"],
                 ["Partner programme", "Accountants and bookkeepers", "partners@ledgerlyhq.com", "\u2014",
                  "Mon\u2013Fri 9:00\u201317:00 ET"],
                 ["Security", "Vulnerability reports", "security@ledgerlyhq.com", "\u2014", "Monitored 24/7"],
                 ["Privacy", "Data requests, GDPR, data processing agreement", "privacy@ledgerlyhq.com",
                  "\u2014", "Reply within 30 days"],
                 ["Escalations", "Tickets past their response target", "escalations@ledgerlyhq.com", "\u2014",
                  "Mon\u2013Fri 8:00\u201320:00 ET"],
             ]},
            {"type": "text", "box": (0.6, 5.55, 6.0, 1.2), "size": 11,
             "paras": ["Ledgerly, Inc. \u00b7 415 Commerce Row, Suite 700, Portland, OR 97209, USA"]},
            {"type": "text", "box": (6.8, 5.55, 5.9, 1.2), "size": 11,
             "paras": ["Ledgerly Software Ltd \u00b7 2nd Floor, 18 Tanner Yard, London SE1 3LE, United Kingdom "
                       "\u00b7 Company no. 12847593"]},
        ],
    },
]
