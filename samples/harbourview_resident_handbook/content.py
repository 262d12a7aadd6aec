"""Text of the Harbourview Commons Resident Handbook, as blocks for build.py.

Markup inside strings: **bold**, //italic//, [[fn: footnote text]]. Table cells may hold several
paragraphs separated by "\\n"; a dict cell {"t": text, "cs": columns, "rs": rows} spans cells, and "^"
marks a cell covered by a row span from the row above.
"""

TITLE = "Harbourview Commons Resident Handbook 2026"
SUBJECT = ("Resident handbook: rent and payments, move-in, maintenance, amenities, parking, pets, "
           "trash and recycling, community rules, renewals and move-out")
AUTHOR = "Harbourview Residential Management, LLC"
HEADER_LEFT = "Harbourview Commons \u00b7 Resident Handbook"
HEADER_RIGHT = "Edition 2026.2"
FOOTER_LEFT = "Harbourview Residential Management, LLC \u00b7 Effective March 1, 2026"


def blocks(b):
    H1 = lambda t: b.heading(1, t)  # noqa: E731
    H2 = lambda t: b.heading(2, t)  # noqa: E731
    H3 = lambda t: b.heading(3, t)  # noqa: E731
    P = b.para
    LEAD = lambda t: b.para(t, "LeadIn")  # noqa: E731
    UL = b.bullet_list
    OL = b.numbered_list
    T = b.table
    BOX = b.box
    out = []
    add = out.append

    # ---------------------------------------------------------------- cover
    add(P("HARBOURVIEW RESIDENTIAL MANAGEMENT", "CoverFirst"))
    add(P("Harbourview Commons Resident Handbook", "CoverTitle"))
    add(P("Rent and payments \u00b7 Moving in \u00b7 Maintenance \u00b7 Amenities \u00b7 Parking \u00b7 Pets "
          "\u00b7 Trash and recycling \u00b7 Community living \u00b7 Renewals and moving out", "CoverSub"))
    add(P("**Alder House \u00b7 Birchwood House \u00b7 Cove Tower \u00b7 Dockside Lofts**", "CoverLine"))
    add(P("1200\u20131280 Harbourview Drive, Port Alden, WA 98370", "CoverLine"))
    add(P("Edition 2026.2 \u00b7 Effective March 1, 2026 \u00b7 Replaces the 2025 edition", "CoverLine"))
    add(P("", "CoverLine"))
    add(BOX("Please keep this handbook", [
        "This handbook is part of your Lease Agreement (Lease Section 22, Community Rules). It applies to "
        "everyone who lives in or visits your apartment. Where this handbook and your signed Lease Agreement "
        "say different things, your Lease Agreement controls.",
        "Questions about anything in this handbook: Resident Services, (360) 555-0142, "
        "residents@harbourviewcommons.com, or the Help tab of the Harbourview Resident app.",
    ]))
    add(P("", "CoverLine"))
    add(P("Contents", "ContentsTitle"))
    for line in [
        "1  Welcome, buildings and contacts",
        "2  Rent, payments and utilities",
        "3  Moving in",
        "4  Maintenance and repairs",
        "5  Amenities",
        "6  Parking and vehicles",
        "7  Pets",
        "8  Trash, recycling and compost",
        "9  Community living",
        "10  Lease renewal, transfers and moving out",
    ]:
        add(P(line, "ContentsLine"))

    # ---------------------------------------------------------------- 1
    add(b.page_break())
    add(H1("Welcome, buildings and contacts"))
    add(H2("About this handbook"))
    add(P("Harbourview Commons is a four-building apartment community owned by Harbourview Commons Owner LLC "
          "and managed by Harbourview Residential Management, LLC (\u201cHarbourview\u201d, \u201cwe\u201d). "
          "This handbook explains how we run the community day to day. It replaces the 2025 edition and every "
          "earlier notice on the same topics. We may change it with at least 30 days\u2019 written notice, posted "
          "in the Resident Portal and sent by e-mail; changes to fees apply from the first rent due date after "
          "the notice period ends."))
    add(H2("The four buildings"))
    add(T([1.45, 1.35, 0.55, 0.6, 1.05, 1.8],
          [["Building", "Street address", "Floors", "Homes", "Elevators", "Also in this building"]],
          [
              ["Alder House (Building A)", "1200 Harbourview Drive", "4", "48", "None",
               "Resident Services Office (Suite 100), fitness center, rent drop box"],
              ["Birchwood House (Building B)", "1220 Harbourview Drive", "4", "52", "None",
               "Pool and hot tub courtyard, dog run, car wash bay in Lot B"],
              ["Cove Tower (Building C)", "1250 Harbourview Drive", "12", "144",
               "2 passenger, 1 service",
               "Harbour Room, rooftop deck, parking garage (P1\u2013P2), storage lockers, pet wash station"],
              ["Dockside Lofts (Building D)", "1280 Harbourview Drive", "6", "72",
               "1 passenger/service", "Guest suite, co-working lounge; cats only (see 7.1)"],
          ]))
    add(H2("Resident Services Office"))
    add(P("The Resident Services Office is on the ground floor of Alder House, Suite 100. Staff handle rent "
          "questions, keys and fobs, parking permits, amenity bookings, packages that do not fit a locker and "
          "general questions. Leasing questions from people who do not yet live here go to the leasing team."))
    add(LEAD("**Office hours**[[fn: The office is closed on New Year\u2019s Day, Memorial Day, Independence Day, "
             "Labor Day, Thanksgiving Day and the day after, and Christmas Day. On December 24 and December 31 it "
             "closes at 1:00 p.m.]]:"))
    add(UL(["Monday to Friday: 8:30 a.m. to 6:00 p.m.",
            "Saturday: 10:00 a.m. to 4:00 p.m.",
            "Sunday: closed (the after-hours line in 1.4 is answered for emergencies)"]))
    add(T([2.0, 2.2, 2.6],
          [["Team", "How to reach them", "Use it for"]],
          [
              ["Resident Services", "(360) 555-0142\nresidents@harbourviewcommons.com",
               "Everything not listed below. E-mails are answered within 1 business day."],
              ["Leasing team", "(360) 555-0148\nleasing@harbourviewcommons.com",
               "Renewal offers, transfers, adding or removing a resident"],
              ["Accounts and deposits", "(360) 555-0146\naccounts@harbourviewcommons.com",
               "Rent ledger questions, payment plans, security deposit statements"],
              ["Community Manager", "Dana Okafor\ndokafor@harbourviewcommons.com",
               "Complaints that staff could not resolve, lease violations"],
              ["Maintenance Supervisor", "Grant Whitlock (through Resident Services)",
               "Follow-up on a work order that is past its target time"],
          ]))
    add(H2("Emergency and after-hours contacts"))
    add(P("Call 911 first for any fire, medical emergency or crime in progress. Then tell us: our after-hours "
          "line is answered by an on-call maintenance technician every night from 6:00 p.m. to 8:30 a.m. and "
          "around the clock on weekends and office holidays; during office hours the same number rings "
          "Resident Services."))
    add(T([2.3, 1.85, 1.15, 1.5],
          [["Situation", "Who to call", "Number", "When"]],
          [
              ["Fire, medical emergency, crime in progress", "Emergency services", "911", "24 hours"],
              ["Flood, no heat, sewage backup, broken entry lock", "Harbourview after-hours maintenance",
               "(360) 555-0199", "24 hours"],
              ["Smell of gas", "Cascadia Gas emergency line, then our after-hours line",
               "(360) 555-0110", "24 hours"],
              ["Power out in the whole building or street", "Port Alden Public Utility District (PUD)",
               "(360) 555-0120", "24 hours"],
              ["Noise, suspicious person, car in your space", "Northline Security courtesy patrol",
               "(360) 555-0177", "8:00 p.m. to 4:00 a.m. nightly"],
              ["Your car was towed", "Bayline Towing", "(360) 555-0163", "See 6.3 for release hours"],
          ]))
    add(BOX("If you smell gas", [
        "Leave the apartment right away and leave the door unlocked. Do not switch lights, appliances or "
        "the range hood on or off, and do not use the elevator. Once you are outside, call Cascadia Gas at "
        "(360) 555-0110 and then our after-hours line at (360) 555-0199. Only Cove Tower apartments have gas "
        "ranges; in the other buildings a gas smell usually comes from the boiler room, so report it the same way.",
    ], kind="warn"))

    # ---------------------------------------------------------------- 2
    add(H1("Rent, payments and utilities"))
    add(H2("When rent is due"))
    add(P("Rent is due in full on the 1st day of each month. A grace period runs until 11:59 p.m. on the 5th; "
          "a payment counts as on time when it is **submitted** in the Resident Portal before the grace period "
          "ends, even if it posts to your ledger later. If the 5th falls on a Sunday or an office holiday, the "
          "grace period ends at 11:59 p.m. on the next business day."))
    add(P("If you move in after the 1st, the first month\u2019s rent is prorated by the day and paid at key pickup. "
          "If you move in on or after the 20th of a month, you pay the prorated rent **and** the next full "
          "month\u2019s rent at key pickup."))
    add(H2("Ways to pay"))
    add(P("We do not accept cash at the Resident Services Office. Every payment method below credits the same "
          "ledger; fees are charged by our payment processor and are not refundable."))
    add(T([1.3, 1.3, 1.1, 1.2, 1.9],
          [["Method", "Where", "Fee per payment", "Posts to ledger", "Limits and notes"]],
          [
              ["Bank transfer (eCheck)", "Resident Portal or app", "Free", "2 business days",
               "Up to $9,999 per payment"],
              ["AutoPay from a bank account", "Resident Portal", "Free", "Drawn on the 1st or the 3rd (you choose)",
               "Enroll or change by the 25th of the month before. Draws the full balance due."],
              ["Debit card", "Resident Portal or app", "$4.95 flat", "Same day", "Visa and Mastercard debit only"],
              ["Credit card", "Resident Portal or app", "2.95% of the payment", "Same day",
               "Visa, Mastercard, Discover and American Express"],
              ["Cash at a retail store", "CashPoint barcode in the app, at participating pharmacies and "
               "convenience stores", "$3.99", "Next business day", "Maximum $1,500 per payment"],
              ["Money order or cashier\u2019s check", "Resident Services Office or the drop box in the Alder "
               "House lobby", "Free", "Next business day",
               "Payable to \u201cHarbourview Commons\u201d; write your apartment number on it. The drop box is "
               "emptied at 9:00 a.m. on business days."],
              ["Personal check", "Drop box only", "Free", "3 business days",
               "Not accepted for move-in funds or while on certified-funds status (2.4)"],
          ]))
    add(H2("Late fees"))
    add(LEAD("If rent is not paid in full by the end of the grace period, these charges are added to your "
             "ledger:"))
    add(UL(["an initial late fee of $75 on the 6th of the month;",
            "a daily late fee of $10 for each further day the rent stays unpaid, starting on the 7th;",
            "no more than $175 in late fees for any one month\u2019s rent[[fn: Late fees apply to rent only. "
            "Parking, pet rent, storage and utility charges billed on your ledger never attract a late fee, "
            "but an unpaid balance of any kind blocks amenity bookings (see 5.1).]]."]))
    add(P("If any rent is still unpaid on the 10th, we deliver a written notice to pay under Section 9 of your "
          "Lease Agreement. Continued non-payment can lead to termination of your lease."))
    add(H2("Returned payments and certified-funds status"))
    add(P("A payment that is returned by your bank for any reason (insufficient funds, closed account, a stop "
          "payment) is reversed on your ledger and a returned payment fee of $40 is charged, plus any late fee "
          "that then applies. After **two** returned payments in any 12-month period, your account is placed "
          "on certified-funds status for 12 months: during that time we accept only money orders, cashier\u2019s "
          "checks and card payments, and AutoPay is switched off."))
    add(H2("Payment plans"))
    add(P("We accept partial rent only under a written payment plan. Ask for one through the Payment Plan "
          "Request form in the Resident Portal by the 3rd of the month. A plan splits one month\u2019s rent into no "
          "more than two payments, with the second payment due by the 20th. No late fee is charged while you "
          "keep to the plan; if you miss a plan payment, the late fees are charged as if there had been no plan. "
          "Each household may use one payment plan in any 12 months."))
    add(H2("Utilities and other monthly charges"))
    add(LEAD("Besides rent, your monthly statement may include:"))
    add(UL([
        "**Water, sewer and trash:** billed by our billing partner, MeterPoint, from your apartment\u2019s water "
        "sub-meter, plus a $3.95 monthly billing service fee.",
        "**Internet:** every apartment has Harbourview Connect fiber internet at 500 Mbps for $59 per month; an "
        "upgrade to 1 Gbps costs $20 per month more. You cannot opt out of the base plan.",
        "**Gas:** cooking gas in Cove Tower is included in rent. No other building has gas in the apartments.",
        "**Renters insurance:** required for the whole lease (see 3.1). If your policy lapses we enroll you in "
        "our master policy and charge $14.50 per month until you upload proof of a new policy.",
        "**Optional items:** parking (6.1), pet rent (7.1), storage lockers and bike storage (5.2) and valet "
        "trash in Dockside Lofts (8.1).",
    ]))
    add(P("Electricity is not billed by Harbourview. Each resident household opens its own account with Port "
          "Alden PUD, in a resident\u2019s name, from the move-in date."))

    # ---------------------------------------------------------------- 3
    add(H1("Moving in"))
    add(H2("Before key pickup"))
    add(LEAD("We release keys only after all of these steps are done, in this order:"))
    add(OL([
        "Sign your Lease Agreement and every addendum in the Resident Portal.",
        "Pay the security deposit and the move-in charges with a portal payment, a cashier\u2019s check or a "
        "money order. Personal checks are not accepted for move-in funds.",
        "Upload proof of renters insurance with at least $100,000 of personal liability coverage that lists "
        "Harbourview Residential Management, LLC as an \u201cinterested party\u201d.",
        "Open an electricity account with Port Alden PUD starting on your move-in date and enter the "
        "confirmation number in the portal.",
        "Book your moving time (and in Cove Tower or Dockside Lofts, the service elevator) at least 72 hours "
        "ahead, as described in 3.2.",
    ]))
    add(P("Keys are handed over at the Resident Services Office during office hours. There are no key pickups "
          "on Sundays or office holidays."))
    add(H2("Moving hours and the service elevator"))
    add(P("Moves in and out, and deliveries of furniture or appliances, are allowed **Monday to Saturday, "
          "8:00 a.m. to 7:00 p.m.** No moves are allowed on Sundays or office holidays. Moving trucks longer "
          "than 26 feet cannot enter the Cove Tower garage or the surface lots."))
    add(LEAD("Rules differ by building:"))
    add(UL([
        "**Cove Tower and Dockside Lofts:** reserve the service elevator in the portal in 4-hour blocks, "
        "starting at 8:00 a.m., 11:00 a.m. or 2:00 p.m. A move may use up to two blocks. We take a $150 "
        "refundable elevator deposit by card and hang protective pads before your block starts; the deposit is "
        "released within 5 business days if nothing is damaged.",
        "**Alder House and Birchwood House:** no reservation is needed. Trucks use the loading zone on "
        "Harbourview Drive for up to 3 hours and must not block the fire lane.",
    ]))
    add(H2("Move-In Condition Report"))
    add(P("At key pickup you receive a Move-In Condition Report for your apartment. Walk through every room, note "
          "any damage that is already there and take dated photos. Submit the completed report with the photos "
          "in the Resident Portal **within 5 calendar days of key pickup**. Anything you do not record is "
          "treated as having been in good condition when you moved in. We countersign the report and return a "
          "copy to you within 10 business days.[[fn: The condition report is not a repair request. If you find "
          "something that needs fixing during your walk-through, such as a dripping faucet, also submit a "
          "maintenance request (see 4.1).]]"))
    add(H2("Keys, fobs and lockouts"))
    add(T([2.4, 2.2, 2.2],
          [["Item", "Issued at move-in", "Replacement or unreturned"]],
          [
              ["Apartment door key", "2 per apartment", "$25 per key"],
              ["Building access fob", "1 per adult on the lease (maximum 4)", "$35 per fob"],
              ["Mailbox key", "2 per apartment", "$20 per key"],
              ["Cove Tower garage remote", "1 per reserved garage permit", "$60 per remote"],
              ["Lock change at your request", "\u2014", "$95 per lock"],
          ]))
    add(LEAD("If you are locked out:"))
    add(UL([
        "**During office hours:** show photo ID at the Resident Services Office and borrow the spare key. The "
        "first lockout of your lease is free; each later one costs $25.",
        "**After hours:** call (360) 555-0199. The on-call technician lets you in after checking your ID "
        "against the lease, for $85 per call-out, charged to your ledger.",
        "Staff never let in anyone who is not on the lease, including family members and guests.",
    ]))

    # ---------------------------------------------------------------- 4
    add(H1("Maintenance and repairs"))
    add(H2("How to report a problem"))
    add(LEAD("Report every repair through one of these channels:"))
    add(UL([
        "the Resident Portal or the Harbourview Resident app, available 24 hours a day, where you can attach "
        "photos and follow the work order (preferred);",
        "Resident Services at (360) 555-0142 during office hours;",
        "the after-hours line, (360) 555-0199, for Priority 1 emergencies only.",
    ]))
    add(P("By submitting a request you give us permission to enter your apartment to do the work, between "
          "8:00 a.m. and 5:00 p.m. on weekdays, unless you tick \u201cCall before entry\u201d. Technicians leave a "
          "door hanger after every visit. Please put pets in a crate or a closed room; if a dog is loose, the "
          "technician leaves and the request is rescheduled."))
    add(H2("Priorities and response times"))
    add(P("We sort each request into one of four priorities. The response time is when a technician first "
          "arrives; the target is when the repair should be finished if parts are in stock."))
    add(T([1.05, 3.05, 1.35, 1.35],
          [["Priority", "Typical problems", "Technician arrives", "Target to finish"]],
          [
              ["1 \u2013 Emergency",
               "Flooding or water you cannot stop; sewage backing up; no heat when it is below 45\u00b0F "
               "outside; gas smell (after calling Cascadia Gas); no electricity in the whole apartment; a "
               "fire or CO alarm that will not stop; a broken entry door or window lock",
               "Within 1 hour, 24/7", "Made safe on the first visit"],
              ["2 \u2013 Urgent",
               "No hot water; your only toilet clogged or not flushing; refrigerator not cooling; no air "
               "conditioning when it is above 85\u00b0F outside; a leak under a sink or from an appliance that a "
               "bucket or towel can contain",
               "Within 24 hours, including weekends", "2 business days"],
              ["3 \u2013 Routine",
               "Dripping faucet; running toilet; dishwasher or garbage disposal not working; one outlet or "
               "light without power; ceiling fan; sticking doors, drawers or blinds",
               "Within 3 business days", "5 business days"],
              ["4 \u2013 Scheduled",
               "Paint touch-ups, caulking, screen repairs, small improvements you asked for",
               "Booked within 10 business days", "On the booked date"],
          ]))
    add(P("A clogged toilet is Routine, not Urgent, when the apartment has a second working toilet. If a repair "
          "goes past its target, e-mail Resident Services and the Maintenance Supervisor will call you within "
          "1 business day."))
    add(H2("What residents look after"))
    add(LEAD("These small jobs are yours, not ours:"))
    add(UL([
        "replacing standard light bulbs (we replace bulbs in fixtures more than 10 feet high);",
        "testing smoke and carbon monoxide alarms once a month and reporting a chirping alarm (we replace the "
        "batteries free of charge);",
        "keeping the heat at 55\u00b0F or higher from November through March, including when you travel, so "
        "that pipes do not freeze;",
        "running the bathroom fan during showers and for 20 minutes after;",
        "resetting a tripped breaker or GFCI outlet before reporting that a room has no power.",
    ]))
    add(P("We replace heating and air conditioning filters every 90 days. Households with a dog or cat may ask "
          "for a free filter change every 60 days instead."))
    add(H2("Charges for damage caused by residents"))
    add(P("Repairs needed because of normal wear are free. When a repair is needed because of something a "
          "resident or guest did, we charge the flat rates below; other repairs are billed at $55 per hour of "
          "labor after the first hour, plus parts at cost."))
    add(T([4.6, 2.2],
          [["Repair", "Charge"]],
          [
              ["Toilet clogged by wipes, toys or other objects", "$65"],
              ["Garbage disposal jammed by a foreign object", "$45"],
              ["Window screen replaced", "$40"],
              ["Hole in drywall, up to 6 inches", "$90"],
              ["Smoke or CO alarm removed, covered or disconnected", "$150 plus the cost of the alarm"],
              ["Technician sent away because a pet was loose or access was refused", "$50 trip charge"],
          ]))
    add(H2("Pest control"))
    add(P("Our contractor treats the outside of every building and all common areas on the second Tuesday of "
          "each month. Treatment inside your apartment is free on request through a maintenance request. Report "
          "suspected bed bugs within 24 hours and do not move furniture or bedding out of the apartment until "
          "the inspection is done."))

    # ---------------------------------------------------------------- 5
    add(H1("Amenities"))
    add(H2("Access and eligibility"))
    add(P("Your building access fob opens every amenity listed below during its hours. Residents must be at "
          "least 18 to book an amenity. Booking is blocked while your ledger shows any balance more than 30 "
          "days old. Residents are responsible for their guests and must stay with them."))
    add(H2("Hours, fees and guest limits"))
    add(T([1.0, 1.15, 1.3, 1.15, 0.8, 0.75, 0.65],
          [
              [{"t": "Amenity", "rs": 2}, {"t": "Where", "rs": 2}, {"t": "Hours", "rs": 2},
               {"t": "Booking", "cs": 3}, {"t": "Guests", "rs": 2}],
              ["^", "^", "^", "How to book", "Fee", "Refundable deposit", "^"],
          ],
          [
              ["Fitness center", "Alder House, ground floor", "5:00 a.m. to 11:00 p.m. daily", "No booking",
               "Free", "\u2014", "1 per resident"],
              ["Pool[[fn: The pool opens on the Saturday of Memorial Day weekend and closes for the season after "
               "Labor Day (September 7, 2026). No lifeguard is on duty; swim at your own risk.]]",
               "Birchwood House courtyard", "10:00 a.m. to 9:00 p.m. in season", "No booking", "Free",
               "\u2014", "2 per apartment"],
              ["Hot tub", "Birchwood House courtyard", "10:00 a.m. to 10:00 p.m., all year", "No booking",
               "Free", "\u2014", "2 per apartment"],
              ["Harbour Room (party room)", "Cove Tower, 2nd floor", "9:00 a.m. to 11:00 p.m.",
               "Portal, 7 to 90 days ahead", "$150 per event", "$250", "Up to 40 people in the room"],
              ["Rooftop deck", "Cove Tower, 12th floor", "7:00 a.m. to 10:00 p.m., April 15 to October 31",
               "Deck: no booking. Grills: portal, 2-hour slots", "Grill slot $20", "\u2014", "4 per apartment"],
              ["Guest suite", "Dockside Lofts, Suite 601", "Check-in 3:00 p.m., check-out 11:00 a.m.",
               "Portal, up to 60 days ahead", "$119 per night plus $40 cleaning per stay", "$100",
               "Sleeps 4"],
              ["Co-working lounge", "Dockside Lofts, ground floor", "6:00 a.m. to midnight daily",
               "Lounge: no booking. Meeting pod: portal, 2-hour slots", "Free", "\u2014", "2 per resident"],
              ["Package lockers", "Lobby of each building", "24 hours", "Automatic", "Free", "\u2014", "\u2014"],
              ["Storage lockers", "Cove Tower garage, P1", "24 hours", "Waitlist at Resident Services",
               "Small $35/month, large $55/month", "\u2014", "\u2014"],
              ["Bike room", "Alder House basement and Cove Tower P1", "24 hours", "Register bike at Resident "
               "Services", "$10/month per bike", "\u2014", "\u2014"],
          ]))
    add(H2("Pool, hot tub and fitness center rules"))
    add(LEAD("At the pool and hot tub:"))
    add(UL([
        "children under 14 must be with a resident adult at all times, and may not use the hot tub;",
        "no glass, no pets and no diving;",
        "after thunder, the pool and hot tub stay closed until 30 minutes after the last thunder is heard;",
        "limit hot tub sessions to 15 minutes when others are waiting.",
    ]))
    add(LEAD("In the fitness center:"))
    add(UL([
        "residents aged 14 and 15 may use the fitness center only with a resident adult; from 16 they may "
        "come alone;",
        "outside personal trainers must register at Resident Services, show a certificate of insurance and "
        "pay $25 per month;",
        "wipe down equipment after use and re-rack weights.",
    ]))
    add(H2("Booking the Harbour Room"))
    add(LEAD("To hold a private event in the Harbour Room:"))
    add(OL([
        "Check the calendar in the portal under Amenities. Bookings open 90 days before the date and close 7 "
        "days before it.",
        "Submit the request and pay the $150 fee and the $250 deposit by card.",
        "Sign the event agreement that we e-mail you within 2 business days; the booking is confirmed only "
        "when it is signed.",
        "On the day, collect the room key from Resident Services (or from the lockbox, with the code in your "
        "confirmation, for weekend events).",
        "End the event by 10:30 p.m. and leave the room clean by 11:00 p.m.",
        "We inspect the room the next business day and refund the deposit within 7 business days if there "
        "is no damage and no extra cleaning is needed.",
    ]))
    add(P("Cancel at least 7 days before the event for a full refund of the fee; after that the $150 fee is kept. "
          "Each apartment may book the Harbour Room once per calendar month. Events may not be commercial or "
          "charge admission. Alcohol is allowed for guests 21 and over; kegs are not."))
    add(H2("Guest suite"))
    add(LEAD("The guest suite in Dockside Lofts can be booked for your visitors:"))
    add(UL([
        "no more than 3 nights per stay and 2 stays per apartment per calendar month;",
        "from December 20 to January 2 the rate is $149 per night;",
        "the resident who books picks up the key at Resident Services and is responsible for the guests;",
        "cancel at least 72 hours before check-in for a full refund; later cancellations are charged for the "
        "first night;",
        "no pets and no smoking in the suite; smoking in the suite costs $250.",
    ]))

    # ---------------------------------------------------------------- 6
    add(H1("Parking and vehicles"))
    add(H2("Permits and monthly fees"))
    add(P("Every vehicle parked at Harbourview Commons needs a permit linked to its license plate. Permits are "
          "issued by Resident Services and are charged on your monthly statement."))
    add(T([1.65, 1.6, 1.1, 0.9, 1.55],
          [["Permit", "Where you can park", "Monthly fee", "Per apartment", "Notes"]],
          [
              ["Surface permit, first vehicle", "Lots A and B (behind Alder and Birchwood)", "Included in rent",
               "1", "Unassigned spaces; rear-window sticker"],
              ["Surface permit, second vehicle", "Lots A and B", "$45", "1", "Waitlist when the lots are full"],
              ["Covered carport", "Lot B", "$75", "1", "Assigned space"],
              ["Lot D permit (Dockside Lofts residents)", "Lot D, Pier Street", "$60", "2",
               "Assigned space; the only lot for Dockside Lofts"],
              ["Reserved garage space", "Cove Tower garage, P1\u2013P2", "$150", "2",
               "Cove Tower residents only; includes 1 garage remote"],
              ["EV charging space", "Cove Tower garage, P1", "$175 plus $0.26 per kWh", "1",
               "Level 2 charger; Cove Tower residents only"],
              ["Motorcycle", "Motorcycle area, Cove Tower garage P1", "$30", "1", "Open to all buildings"],
          ]))
    add(LEAD("To get or change a permit:"))
    add(OL([
        "Register the vehicle in the portal with its plate, make, model and color.",
        "Upload the current vehicle registration showing a resident\u2019s name (or a letter from your employer "
        "for a company car).",
        "Collect the sticker or garage remote at Resident Services, usually the next business day.",
    ]))
    add(P("Register a new or replacement vehicle within 3 days of getting it."))
    add(H2("Visitor parking"))
    add(P("Visitors park only in spaces marked \u201cVisitor\u201d in Lots A and D, with a digital guest pass that you "
          "create in the app. A pass is valid for up to 72 hours in a row, and each apartment may use up to 10 "
          "guest-pass days per calendar month. Visitors may not park in the Cove Tower garage."))
    add(H2("Towing"))
    add(H3("Towing without warning"))
    add(LEAD("We have these vehicles towed at once, without a warning notice:"))
    add(UL(["parked in a fire lane or blocking a dumpster, a gate or another vehicle;",
            "in an accessible space without a valid placard or plate;",
            "in a reserved, carport or EV space that is not assigned to it;",
            "in a visitor space without a valid guest pass."]))
    add(H3("Towing after a warning"))
    add(LEAD("We place a 48-hour warning notice on the window before towing a vehicle that:"))
    add(UL(["has no permit or an expired registration;",
            "is inoperable, has a flat tire or is leaking fluids;",
            "has not been moved for 30 days."]))
    add(H3("Getting a towed vehicle back"))
    add(P("Towed vehicles go to **Bayline Towing**, 85 Ferry Road, Port Alden, (360) 555-0163. Bayline releases "
          "vehicles Monday to Saturday from 8:00 a.m. to 6:00 p.m.; a release outside those hours costs an extra "
          "$75 gate fee. Bring photo ID and proof of ownership. Towing and storage charges are set by Bayline "
          "Towing under county rules and are paid to them.[[fn: Harbourview receives no part of any towing or "
          "storage charge. Questions about a tow that you believe was wrong go to the Community Manager in "
          "writing within 14 days.]]"))
    add(H2("Other vehicle rules"))
    add(UL([
        "The speed limit everywhere on the property, including the garage, is 10 mph.",
        "Wash cars only in the car wash bay in Lot B (free, 7:00 a.m. to 8:00 p.m.).",
        "No vehicle repairs on site other than changing a flat tire or jump-starting a battery.",
        "Boats, trailers, campers and RVs may not be parked anywhere on the property.",
    ]))

    # ---------------------------------------------------------------- 7
    add(H1("Pets"))
    add(H2("Pets we accept and what they cost"))
    add(P("Alder House, Birchwood House and Cove Tower accept up to **two pets per apartment** (fish do not "
          "count). Dockside Lofts accepts **cats only**, up to two per apartment; dogs registered in Dockside "
          "Lofts before June 1, 2024 may stay for the life of that dog."))
    add(T([1.45, 1.0, 1.0, 1.05, 2.3],
          [
              [{"t": "Pet type", "rs": 2}, {"t": "Charged once", "cs": 2}, {"t": "Monthly pet rent", "rs": 2},
               {"t": "Limits", "rs": 2}],
              ["^", "Pet fee (non-refundable)", "Pet deposit (refundable)", "^", "^"],
          ],
          [
              ["Dog", "$400", "$300", "$45 per dog",
               "Up to 2 dogs; each dog 90 lb or less when full grown; breed limits in 7.3; not in Dockside Lofts"],
              ["Cat", "$250", "$200", "$30 per cat",
               "Up to 2 cats; spayed or neutered by 6 months old; no declawing"],
              ["Small caged animal (rabbit, guinea pig, hamster, gerbil)", "$100", "None", "$10 per cage",
               "Up to 2 cages; kept in the cage when unattended"],
              ["Fish", "None", "None", "None",
               "One aquarium up to 40 gallons; larger tanks need written approval and a water-damage rider on "
               "your renters insurance"],
              ["Assistance animal (service or support animal)", "None", "None", "None",
               "Approved through a reasonable accommodation request to the Community Manager; no breed or "
               "weight limits"],
          ]))
    add(H2("Registering a pet"))
    add(LEAD("Register every pet **before** it arrives:"))
    add(OL([
        "Submit the Pet Application in the portal with a current photo of the animal.",
        "Upload vaccination records: rabies and distemper for dogs, rabies and FVRCP for cats.",
        "Dogs only: give a cheek-swab DNA sample at Resident Services for our PawPrint ID waste program. "
        "The one-time DNA fee is $40.",
        "Sign the Pet Addendum and pay the pet fee and deposit.",
        "Pick up your pet tag. Dogs must wear it in every common area.",
    ]))
    add(P("We approve or decline applications within 3 business days. An unregistered pet costs $250 per "
          "animal, plus pet rent back to the day the pet arrived. Visiting dogs or cats may stay up to 3 nights; "
          "longer visits must be registered like a resident pet."))
    add(H2("Pet rules and pet areas"))
    add(LEAD("Restricted dog breeds (including mixes): pit bull terriers, Rottweilers, Doberman pinschers, "
             "Chow Chows, Akitas, Presa Canarios and wolf hybrids. In all common areas:"))
    add(UL([
        "keep dogs on a leash no longer than 6 feet and cats in a carrier;",
        "pets are not allowed in the pool area, the fitness center, the Harbour Room, the co-working lounge "
        "or the guest suite;",
        "pick up after your dog at once. Waste matched to your dog through PawPrint ID costs $75 the first "
        "time and $150 each time after that.",
    ]))
    add(LEAD("Pet areas:"))
    add(UL(["fenced dog run on the east side of the Birchwood House courtyard, open 6:00 a.m. to 10:00 p.m.;",
            "pet wash station in the Cove Tower garage, P1, open 7:00 a.m. to 9:00 p.m., free."]))

    # ---------------------------------------------------------------- 8
    add(H1("Trash, recycling and compost"))
    add(H2("Collection by building"))
    add(P("Each building has its own drop-off point and collection days. Trash must be in tied bags; "
          "recycling goes in loose, never bagged."))
    add(T([1.2, 1.85, 1.05, 1.05, 1.65],
          [["Building", "Where it goes", "Trash collected", "Recycling collected", "Compost"]],
          [
              ["Alder House", "Trash room on the ground floor, next to the north stairs", "Monday and Thursday",
               "Wednesday", "Green bin in the trash room, collected Friday"],
              ["Birchwood House", "Enclosure E2 behind the building", "Tuesday and Friday", "Friday",
               "Not available"],
              ["Cove Tower", "Trash chute on every floor; recycling room and cardboard cage on P1",
               "Every day except Sunday", "Monday and Thursday", "Bins on P1, collected Tuesday"],
              ["Dockside Lofts", "Valet doorstep collection (below), or the compactor in Lot D",
               "Monday, Wednesday and Friday", "Tuesday", "Not available"],
          ]))
    add(P("**Valet trash in Dockside Lofts** costs $28 per month and is billed with rent. Put one tied bag (up to "
          "30 gallons) in the container outside your door between 6:30 p.m. and 8:00 p.m., Sunday to Thursday, "
          "and bring the container back inside by 9:00 a.m. the next morning. Bags left outside doors at any "
          "other time, in any building, cost $50 the first time and $100 each time after that.[[fn: When a "
          "collection day falls on a public holiday, collection moves to the next day. Valet trash does not "
          "run on Thanksgiving Day, Christmas Day or New Year\u2019s Day.]]"))
    add(H2("Sorting"))
    add(LEAD("Recycling accepts:"))
    add(UL(["paper, mail, cereal boxes and flattened cardboard;",
            "plastic bottles, tubs and jugs marked 1, 2 or 5, rinsed;",
            "metal cans and clean foil; glass bottles and jars."]))
    add(LEAD("Never put these in any bin or chute; take them to the Port Alden Transfer Station:"))
    add(UL(["batteries, paint, motor oil and propane tanks;",
            "fluorescent tubes and bulbs;",
            "TVs, computers and other electronics."]))
    add(BOX("Boxes jam the chutes", [
        "Never put cardboard boxes, pizza boxes or bags bigger than 13 gallons down a Cove Tower chute. Flatten "
        "boxes and take them to the cardboard cage on P1. Chute jams caused by oversized items are charged at "
        "$125 per call-out.",
    ]))
    add(H2("Bulky items"))
    add(P("Bulky item pickup runs on the first and third Saturday of each month. Book it in the portal by 12:00 "
          "noon on the Thursday before, and put the items beside your building\u2019s trash area by 8:00 a.m. on "
          "Saturday. The first two items each month are free, each further item costs $25, and mattresses and "
          "box springs cost $40 each and must be wrapped in plastic. Items left out without a booking cost $100 "
          "plus the cost of removal."))

    # ---------------------------------------------------------------- 9
    add(b.page_break())
    add(H1("Community living"))
    add(b.two_columns([
        H2("Quiet hours and noise"),
        P("Quiet hours run from 10:00 p.m. to 8:00 a.m. Sunday night through Thursday night, and from 11:00 p.m. "
          "to 9:00 a.m. on Friday and Saturday nights. During quiet hours, keep noise inside your apartment. To "
          "report noise at night, call the courtesy patrol at (360) 555-0177; during office hours, contact "
          "Resident Services. We send a written warning for each confirmed complaint; a third written warning "
          "within 6 months is a lease violation."),
        H2("Smoke-free community"),
        P("Smoking and vaping of any product, including cannabis, are not allowed inside apartments, on "
          "balconies and patios, or in any common area or garage. The only place to smoke is the shelter next "
          "to Lot B, which is more than 25 feet from every building. Move-out charges for smoke damage are in "
          "10.5."),
        H2("Balconies and patios"),
        UL(["No charcoal or gas grills on any balcony or patio; electric grills are allowed.",
            "Only outdoor furniture and plants may be kept outside; no bikes, boxes or laundry.",
            "Holiday lights are allowed from November 15 to January 15."]),
        b.heading(2, "Guests and occupants", column_break=True),
        P("A guest may stay up to 14 nights in any 6-month period. Anyone staying longer must apply to be added "
          "to the lease, with a $50 application fee. Residents are responsible for their guests\u2019 conduct."),
        H2("Subletting and short stays"),
        P("Renting your apartment or a room for stays of less than 30 days, including through short-term rental "
          "websites, is not allowed. Subletting for 30 days or more needs our written approval in advance; the "
          "subtenant must pass our screening, and there is a $150 sublet processing fee."),
        H2("Packages"),
        P("Carriers deliver to the package lockers in your building lobby, and you get a pickup code by text "
          "and e-mail. Collect packages within 5 days; after that they are moved to Resident Services and kept "
          "for 14 more days before being returned to the sender. We do not accept perishable or refrigerated "
          "deliveries."),
        H2("Changes to your apartment"),
        P("You may hang pictures with small nails or removable hooks. Painting, wallpaper, changing locks and "
          "installing fixtures or satellite dishes need our written approval first. Window coverings that face "
          "the street must be white or off-white."),
    ]))

    # ---------------------------------------------------------------- 10
    add(H1("Lease renewal, transfers and moving out"))
    add(H2("Renewing your lease"))
    add(P("We send your renewal offer through the portal at least 90 days before your lease ends. To accept, "
          "sign the renewal in the portal within 30 days of the offer date, and in any case no later than 60 "
          "days before your lease ends."))
    add(T([1.6, 2.4, 2.8],
          [["Renewal term", "Monthly rent", "Good to know"]],
          [
              ["12 months", "The renewal rate in your offer", "Most popular option"],
              ["13 to 15 months", "The 12-month rate", "Lets you move your lease end to April, May or June"],
              ["6 to 9 months", "The 12-month rate plus $95", "Available for leases ending March to August"],
              ["Month-to-month", "The 12-month rate plus $300", "Either side may end it with 30 days\u2019 notice"],
          ]))
    add(P("If you neither sign a renewal nor give notice by the end of your lease, your lease continues "
          "month-to-month at the month-to-month rate."))
    add(H2("Giving notice to move out"))
    add(P("If you have a fixed-term lease, give at least **60 days\u2019 written notice** before your lease end date "
          "using the Notice to Vacate form in the portal. If you are month-to-month, give at least 30 days\u2019 "
          "notice. Notice by phone, text or e-mail is not accepted. If you give less notice than required, you "
          "owe rent until the end of the required notice period or until a new resident moves in, whichever "
          "comes first. A notice can be withdrawn only with our written agreement."))
    add(H2("Ending your lease early"))
    add(LEAD("If you need to leave before your lease ends, choose one of two options in writing:"))
    add(UL([
        "**Lease buy-out:** give at least 30 days\u2019 notice and pay an early termination fee equal to two "
        "months\u2019 rent with your notice. You pay rent up to your move-out date and owe nothing after it.",
        "**Re-letting:** you stay responsible for rent until a new resident moves in, plus a re-letting fee "
        "equal to 85% of one month\u2019s rent.",
    ]))
    add(P("Residents called to active military duty or given permanent change-of-station orders, and residents "
          "protected by a qualifying protective order, may end their lease with 30 days\u2019 notice and no "
          "termination fee.[[fn: Provide a copy of the orders or of the protective order with your notice. "
          "Rent is owed up to the move-out date only.]]"))
    add(H2("Moving to another Harbourview apartment"))
    add(P("You may transfer to another apartment at Harbourview Commons after living in your current home for 6 "
          "months, if your account has no past-due balance. The transfer fee is $350. Your current apartment "
          "gets a normal move-out inspection, and you sign a new lease for the new apartment."))
    add(H2("Move-out charges"))
    add(P("These are the standard charges we deduct from the security deposit. Charges marked \u201cif needed\u201d "
          "apply only when the item is dirty or damaged beyond normal wear.[[fn: Normal wear and tear is never "
          "charged: for example, slightly faded paint, a few small nail holes, minor scuffs, or carpet worn by "
          "ordinary foot traffic.]]"))
    add(T([2.4, 1.15, 1.15, 2.1],
          [
              [{"t": "Item", "rs": 2}, {"t": "Charge by apartment size", "cs": 2}, {"t": "Notes", "rs": 2}],
              ["^", "Studio and 1-bedroom", "2- and 3-bedroom", "^"],
          ],
          [
              ["General cleaning", "$175", "$250", "If needed"],
              ["Oven and range cleaning", "$45", "$45", "If needed"],
              ["Refrigerator cleaning", "$40", "$40", "If needed"],
              ["Bathroom deep clean", "$60 per bathroom", "$60 per bathroom", "If needed"],
              ["Carpet shampoo", "$120", "$180", "If soiled beyond normal wear"],
              ["Carpet replacement", "Prorated", "Prorated",
               "Based on a 7-year carpet life; for burns, pet damage or stains that will not clean"],
              ["Removal of items left behind", "$75 per cubic yard", "$75 per cubic yard", "Plus disposal fees"],
              ["Nail or screw holes (more than 10)", "$4 per hole", "$4 per hole", "Anchors and large holes: see drywall"],
              ["Drywall repair, hole up to 6 inches", "$90 each", "$90 each", "Larger holes at cost"],
              ["Interior repainting", "$450", "$650", "Smoke, crayon or unapproved colors"],
              ["Smoke odor treatment", "$500", "$750", "Any sign of smoking in the apartment"],
              ["Pet odor and flea treatment", "$150", "$200", "If needed"],
              ["Window blind replaced", "$35 each", "$35 each", ""],
              ["Window screen replaced", "$40 each", "$40 each", ""],
              ["Interior door replaced", "$185 each", "$185 each", ""],
              ["Light fixture cover replaced", "$20 each", "$20 each", ""],
              ["Smoke or CO alarm replaced", "$60 each", "$60 each", "Missing or disconnected"],
              ["Apartment key not returned", "$25 each", "$25 each", "Plus $95 lock change if no keys come back"],
              ["Access fob not returned", "$35 each", "$35 each", ""],
              ["Mailbox key not returned", "$20 each", "$20 each", ""],
              ["Garage remote not returned", "$60 each", "$60 each", "Cove Tower only"],
          ]))
    add(H2("Move-out step by step"))
    add(LEAD("To move out without surprises:"))
    add(OL([
        "Submit the Notice to Vacate form (see 10.2) and enter your forwarding address in the portal.",
        "If you want one, request a pre-move-out inspection at least 14 days before you leave. A staff member "
        "walks through with you and lists the charges you can still avoid.",
        "Book your moving time and, in Cove Tower or Dockside Lofts, the service elevator (see 3.2).",
        "Remove everything you own and clean the apartment, including inside the oven, the refrigerator and "
        "the cabinets.",
        "Return all keys, fobs, mailbox keys and garage remotes to Resident Services by 12:00 noon on your "
        "move-out date, or after hours in a labeled envelope in the key drop slot at Alder House. Rent is charged "
        "by the day until everything is returned.",
    ]))
    add(P("We do the final move-out inspection within 3 business days after you return the keys. You may attend "
          "it if you ask for that on your Notice to Vacate."))
    add(H2("Getting your security deposit back"))
    add(P("We send an itemized statement of deductions, and refund any balance, within 21 days after you move "
          "out and return the keys. The refund goes to the bank account saved in the portal, or by check to your "
          "forwarding address if no account is saved. Where several residents share one lease, the refund is "
          "made as a single payment payable to all of them unless all of them sign a split request. To dispute a "
          "deduction, e-mail accounts@harbourviewcommons.com within 30 days of the statement date."))
    add(BOX("Before you hand back the keys", [
        "Take dated photos of every room after cleaning, with closets, appliances and cabinets open. Photos "
        "uploaded to the portal before the final inspection are reviewed with the inspection and help settle "
        "any disagreement about charges.",
    ]))
    return out
