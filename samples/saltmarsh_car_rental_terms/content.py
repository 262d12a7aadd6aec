"""Text of the Saltmarsh Car Rental "Rental Terms & Rate Guide 2026", as blocks that build.py lays out.

Only Latin-1 characters: borb's standard fonts encode text as Latin-1. "**bold**" marks bold words inside a
paragraph, list item or note. Table blocks give a header row, body rows and relative column widths.
"""

COVER_TITLE = [
    ("SALTMARSH CAR RENTAL", "b", 13, None),
    ("Rental Terms & Rate Guide 2026", "b", 26, None),
    ("Cars, SUVs, vans and electric vehicles on the Maine and New Hampshire coast", "", 11, None),
    ("Rates \u00b7 Deposits \u00b7 Drivers \u00b7 Protection \u00b7 Fees \u00b7 One-way \u00b7 Branches", "", 9.5, None),
]

COVER_EDITION = "Edition 2026.1 \u00b7 Effective March 1, 2026 through February 28, 2027"

COVER_BLURB = (
    "This guide sets out the terms that apply to every Saltmarsh rental and the rates, deposits and fees we "
    "charge. Please read it before you book. Our counter staff, our reservations team and the Saltmarsh app "
    "all work from this edition. Prices are in US dollars."
)

COVER_CONTACTS = [
    ["Reservations and changes", "1-800-555-0148", "Mon-Sat 7:00 am - 9:00 pm, Sun 8:00 am - 6:00 pm (Eastern)"],
    ["24-hour Roadside Assistance", "1-800-555-0199", "24 hours a day, 365 days a year"],
    ["Customer Care", "care@saltmarshrental.com", "Reply within 2 business days"],
    ["Damage and claims", "claims@saltmarshrental.com", "Reply within 5 business days"],
    ["Corporate and long-term accounts", "fleet@saltmarshrental.com", "Mon-Fri 8:30 am - 5:00 pm"],
    ["Lost property", "lost@saltmarshrental.com", "Mon-Fri, reply within 2 business days"],
    ["Online booking", "saltmarshrental.com and the Saltmarsh app (iOS, Android)", "Any time"],
]

COVER_CONTENTS = [
    "1  About these terms: how the documents fit together, key words, seasons",
    "2  Vehicle classes and rates: the fleet, daily and weekly rates by season, minimum rentals",
    "3  Drivers: age rules, young driver surcharge, licenses, additional drivers",
    "4  Payment and security deposits",
    "5  Mileage and where you can drive",
    "6  Fuel and electric vehicle charging",
    "7  Protection products, excess amounts and exclusions",
    "8  Pickup, return, extras and vehicle condition fees",
    "9  One-way rentals",
    "10  Cancellations, changes and no-shows",
    "11  Breakdowns, accidents and Roadside Assistance",
    "12  Tolls, parking tickets and traffic fines",
    "13  Branches and opening hours",
    "14  Contact, complaints and lost property",
]

COVER_FINE = (
    "Saltmarsh Car Rental, Inc. \u00b7 40 Fore Point Wharf, Portland, ME 04101. Saltmarsh and the Saltmarsh "
    "app are trademarks of Saltmarsh Car Rental, Inc. This edition replaces Edition 2025.2. Rates for bookings "
    "confirmed before March 1, 2026 stay as shown on the booking confirmation."
)


def h1(text):
    return {"kind": "heading", "level": 1, "text": text}


def h2(text):
    return {"kind": "heading", "level": 2, "text": text}


def h3(text):
    return {"kind": "heading", "level": 3, "text": text}


def p(text):
    return {"kind": "p", "text": text}


def lead(text):
    return {"kind": "lead", "text": text}


def ul(*items):
    return {"kind": "bullets", "items": list(items)}


def ol(*items):
    return {"kind": "steps", "items": list(items)}


def note(label, text):
    return {"kind": "note", "label": label, "text": text}


def fine(text):
    return {"kind": "fine", "text": text}


def table(header, rows, widths, caption=None, size=8.5, first_col_bold=True):
    return {"kind": "table", "header": header, "rows": rows, "widths": widths, "caption": caption,
            "size": size, "first_col_bold": first_col_bold}


BLOCKS = [
    # ------------------------------------------------------------------ 1
    h1("1  About these terms"),
    h2("1.1  How the documents fit together"),
    p("Every rental is governed by three documents: the Rental Agreement you sign at the counter or accept in "
      "the Saltmarsh app, these Rental Terms, and the rates in this guide that apply on the day you book. If the "
      "Rental Agreement and this guide say different things, the Rental Agreement applies. Rates are quoted per "
      "vehicle, not per person, and do not include taxes or fees unless a line says so."),
    p("We may change the rate tables for new bookings at any time. A confirmed booking keeps the rates shown on "
      "its booking confirmation, including when you change the pickup time by less than 2 hours."),
    h2("1.2  Words we use"),
    lead("In this guide:"),
    ul("**Rental day** means each 24-hour period starting at the pickup time on your Rental Agreement.",
       "**Grace period** means the first 29 minutes after the agreed return time. We do not charge for it.",
       "**Renter** means the person who signs the Rental Agreement and whose card pays for the rental.",
       "**Additional driver** means any other person named on the Rental Agreement who may drive.",
       "**Excess** means the most you pay towards damage to, or theft of, the vehicle for each incident, "
       "under the protection you chose (section 7).",
       "**Class group** means Group A, B or C in the class table (section 2.1). Deposits and excess amounts "
       "are set per group.",
       "**Branch** means one of the eight Saltmarsh locations in section 13."),
    h2("1.3  Seasons"),
    p("Rates follow the season of your pickup date. The whole rental is charged at that season's rate, even "
      "if it runs on into the next season."),
    table(["Season", "Dates", "What changes"],
          [["Low", "November 1 - December 18 and January 4 - March 31",
            "Lowest rates. Bar Harbor branch closed."],
           ["Shoulder", "April 1 - June 18 and September 8 - October 31",
            "Convertibles from May 15 only."],
           ["Peak", "June 19 - September 7",
            "Minimum rentals apply (section 2.3)."],
           ["Holiday", "December 19 - January 3",
            "Charged at Peak rates. Minimum rental of 2 days for every class."]],
          [1.1, 3, 3.4], caption="Table 1. Season dates"),

    # ------------------------------------------------------------------ 2
    h1("2  Vehicle classes and rates"),
    h2("2.1  The fleet"),
    p("Our fleet is grouped into thirteen classes. We guarantee the class, not the model: the example models "
      "are the ones we usually have, and you may receive a similar vehicle from the same class. You can ask for "
      "a model in the booking notes, but we cannot promise it. All vehicles have automatic transmission, air "
      "conditioning and Bluetooth audio."),
    table(["Code", "Class", "Example models", "Seats", "Bags (large / small)", "Min. age", "Group"],
          [["EC", "Economy", "Kia Rio, Nissan Versa", "5", "1 / 1", "21", "A"],
           ["CP", "Compact", "Toyota Corolla, Hyundai Elantra", "5", "1 / 2", "21", "A"],
           ["MD", "Midsize", "Nissan Altima, Chevrolet Malibu", "5", "2 / 2", "21", "A"],
           ["FS", "Full-size", "Toyota Crown, Chrysler 300", "5", "3 / 2", "21", "A"],
           ["CS", "Compact SUV", "Subaru Crosstrek, Kia Seltos", "5", "2 / 1", "21", "B"],
           ["SS", "Standard SUV", "Toyota RAV4, Honda CR-V, Subaru Outback", "5", "2 / 2", "21", "B"],
           ["S7", "Seven-seat SUV", "Toyota Highlander, Kia Telluride", "7", "3 / 2", "23", "B"],
           ["MV", "Minivan", "Chrysler Pacifica, Toyota Sienna", "7", "4 / 2", "21", "B"],
           ["EV", "Electric", "Hyundai Ioniq 5, Chevrolet Equinox EV", "5", "2 / 1", "23", "B"],
           ["CV", "Convertible\u00b9", "Ford Mustang Convertible, Mazda MX-5", "2-4", "1 / 1", "25", "C"],
           ["PU", "Pickup truck", "Ford F-150 SuperCrew, Ram 1500", "5", "open bed", "25", "C"],
           ["VN", "Cargo van", "Ford Transit 250, Ram ProMaster 2500", "2", "cargo area", "25", "C"],
           ["PV", "12-passenger van\u00b2", "Ford Transit 350 Passenger", "12", "4 / 4", "25", "C"]],
          [0.8, 2.0, 4.2, 0.9, 1.6, 0.9, 0.9], caption="Table 2. Vehicle classes"),
    fine("\u00b9 Convertibles are available from May 15 to September 30 only and are not offered at Bangor "
         "International Airport.  \u00b2 The 12-passenger van is kept at Portland International Jetport, "
         "Portland Downtown and Portsmouth only, and needs a driving record check (section 3.2)."),
    h2("2.2  Daily and weekly rates by season"),
    p("The table gives the base rate for each class and season. Daily rates are per rental day; weekly rates "
      "cover 7 rental days."),
    table(["Class", "Low - daily", "Low - weekly", "Shoulder - daily", "Shoulder - weekly", "Peak - daily",
           "Peak - weekly"],
          [["Economy", "$39", "$219", "$49", "$279", "$72", "$429"],
           ["Compact", "$44", "$249", "$55", "$315", "$79", "$469"],
           ["Midsize", "$52", "$295", "$64", "$369", "$89", "$529"],
           ["Full-size", "$61", "$349", "$74", "$429", "$102", "$609"],
           ["Compact SUV", "$58", "$329", "$71", "$409", "$99", "$589"],
           ["Standard SUV", "$67", "$379", "$82", "$469", "$114", "$679"],
           ["Seven-seat SUV", "$84", "$479", "$99", "$569", "$139", "$829"],
           ["Minivan", "$89", "$509", "$104", "$599", "$149", "$889"],
           ["Electric", "$64", "$359", "$78", "$449", "$109", "$649"],
           ["Convertible", "not offered", "not offered", "$109", "$629", "$159", "$949"],
           ["Pickup truck", "$79", "$449", "$92", "$529", "$129", "$769"],
           ["Cargo van", "$85", "$489", "$95", "$549", "$119", "$709"],
           ["12-passenger van", "$129", "$749", "$149", "$869", "$209", "$1,249"]],
          [2.2, 1.2, 1.2, 1.3, 1.3, 1.2, 1.2], caption="Table 3. Base rates in US dollars"),
    lead("How we apply the rates:"),
    ul("Rentals of 1 to 4 days are charged the daily rate for each rental day.",
       "Rentals of 5, 6 or 7 days are charged the weekly rate. A 5- or 6-day rental pays the full weekly rate.",
       "Rentals longer than 7 days pay the weekly rate plus one-seventh of the weekly rate for each extra day.",
       "**Pay Now** bookings, paid in full online or in the app when you book, are 10% cheaper than the rates "
       "in Table 3. **Pay Later** bookings are paid at the counter.",
       "Every rate includes Basic Protection (section 7), the mileage in section 5 and 24-hour assistance for "
       "mechanical breakdowns (section 11).",
       "Walk-up rentals without a booking pay the counter rate, which is 15% above Table 3."),
    fine("Rates do not include state taxes: Maine rental tax of 10% and New Hampshire meals and rentals tax of "
         "8.5%. At the two airport branches we also add a concession recovery fee of 11.1% and a customer "
         "facility charge of $5.00 per rental day."),
    h2("2.3  Minimum rental periods"),
    lead("A booking that is shorter than the minimum is charged for the minimum number of days:"),
    ul("Peak season: 3 days for the Convertible and the Seven-seat SUV.",
       "Holiday season: 2 days for every class.",
       "Bar Harbor pickups in July and August: 3 days for every class.",
       "All other bookings: 1 rental day."),

    # ------------------------------------------------------------------ 3
    h1("3  Drivers"),
    h2("3.1  Age rules and young driver surcharge"),
    p("The renter and every additional driver must be at least 21 years old on the pickup date and at least the "
      "minimum age for the class in Table 2. Drivers aged 21 to 24 pay a young driver surcharge for each rental "
      "day. The surcharge is charged per driver, so a rental with two young drivers pays it twice. There is no "
      "upper age limit."),
    table(["Age on pickup date", "Surcharge per day", "Most you pay per rental", "Classes you can rent"],
          [["21 or 22", "$32", "$224", "Economy, Compact, Midsize, Compact SUV"],
           ["23 or 24", "$24", "$168", "Every class except Convertible, Pickup truck, Cargo van and "
                                       "12-passenger van"],
           ["25 and over", "none", "-", "All classes"]],
          [1.6, 1.3, 1.6, 3.8], caption="Table 4. Young driver surcharge"),
    note("Waiver:", "US military personnel and federal government employees aged 21 to 24 who rent on official "
         "orders, or pay with a US government travel card, do not pay the young driver surcharge. Bring a copy "
         "of the orders or the travel card to the counter."),
    h2("3.2  Driver's license"),
    lead("Every driver must show the following at the counter:"),
    ul("A full, valid driver's license held for at least 1 year, or at least 2 years for the Convertible and the "
       "12-passenger van.",
       "The physical license card. Photos, photocopies and mobile or digital driver's licenses are not accepted.",
       "A temporary paper license only together with the expired or previous photo license.",
       "For a license issued outside the US and Canada: a passport, and an International Driving Permit if the "
       "license is not printed in English."),
    p("For the 12-passenger van we check the driving record of every driver at booking. A driver with 3 or more "
      "moving violations, or any license suspension, in the last 36 months cannot drive the 12-passenger van."),
    h2("3.3  Additional drivers"),
    p("Up to four additional drivers can be named on one Rental Agreement. Each one must meet the same age and "
      "license rules as the renter, and pays the young driver surcharge if aged 21 to 24."),
    table(["Additional driver", "Fee"],
          [["Standard", "$13 per day for each driver, up to $91 per driver per rental"],
           ["Renter's spouse or domestic partner", "Free, if both licenses show the same address"],
           ["Colleague on the same Saltmarsh corporate account", "Free"]],
          [3, 5], caption="Table 5. Additional driver fees"),
    lead("To add a driver after pickup:"),
    ol("Come to any branch during opening hours with the new driver. The vehicle does not need to come with you.",
       "The new driver shows their license, and a passport if their license was issued outside the US and Canada.",
       "Our staff amend the Rental Agreement. The renter signs at the counter or in the app.",
       "The fee is charged from the day the driver is added, not from the start of the rental."),
    p("Drivers cannot be added by phone or by e-mail. If someone who is not named on the Rental Agreement drives "
      "the vehicle, none of the protection products in section 7 apply."),

    # ------------------------------------------------------------------ 4
    h1("4  Payment and security deposits"),
    h2("4.1  How you can pay"),
    p("We accept Visa, Mastercard, American Express and Discover. The card must be in the renter's name and "
      "shown at pickup. Pay Now bookings are charged when you book; Pay Later bookings are charged when the "
      "vehicle is returned. At non-airport branches the final bill can also be paid in cash, but the security "
      "deposit always needs a card."),
    p("We do not accept prepaid cards, gift cards or a card in someone else's name, for the rental or for the "
      "deposit."),
    h2("4.2  Security deposit"),
    p("At pickup we place a hold on your card for the estimated rental charges plus the security deposit below. "
      "The deposit depends on the class group and on the kind of card."),
    table(["How you pay at pickup", "Group A", "Group B", "Group C"],
          [["Credit card", "$250", "$400", "$600"],
           ["Debit card", "$450", "$650", "not accepted"],
           ["Saltmarsh corporate account (billed monthly)", "none", "none", "$250"]],
          [3.4, 1.5, 1.5, 1.6], caption="Table 6. Security deposit by class group"),
    lead("If you pay with a debit card:"),
    ul("the card must carry a Visa or Mastercard logo;",
       "bring a second proof of address, such as a utility bill or bank statement dated within the last 60 days;",
       "at the airport branches, also show a return travel ticket for the day the rental ends;",
       "Group C vehicles cannot be rented on a debit card."),
    h2("4.3  When the hold is released"),
    p("We release the hold when the vehicle is checked in, less any charges still due. Your bank then takes "
      "5 to 7 business days to show the release on a credit card and up to 14 business days on a debit card. "
      "We cannot speed up a bank's processing time."),

    # ------------------------------------------------------------------ 5
    h1("5  Mileage and where you can drive"),
    h2("5.1  Included miles"),
    table(["Class", "Miles included", "Each extra mile"],
          [["All cars, SUVs, Minivan and Electric", "Unlimited", "-"],
           ["Pickup truck", "200 miles per rental day", "$0.30"],
           ["Cargo van", "150 miles per rental day (1,050 miles per week)", "$0.35"],
           ["12-passenger van", "200 miles per rental day", "$0.40"]],
          [3, 3.4, 1.4], caption="Table 7. Mileage allowances"),
    p("Allowances are added up over the whole rental: a 3-day Cargo van rental includes 450 miles, however you "
      "split them between the days. Mileage is read from the odometer at pickup and return."),
    h2("5.2  Where you can take the vehicle"),
    ul("Anywhere in the six New England states and New York State.",
       "Other US states only with written approval from Reservations, requested at least 72 hours before pickup.",
       "Canada (Quebec, New Brunswick and Nova Scotia only) in cars, SUVs, the Minivan and Electric vehicles, with a "
       "free Canada Travel Card that you ask for at pickup. A vehicle that enters Canada without the card is not "
       "covered by any protection product.",
       "Pickup trucks, vans and Convertibles may not leave the United States."),
    lead("Vehicles must never be driven:"),
    ul("on beaches, sand, boat ramps or through standing water;",
       "on unpaved roads other than maintained gravel roads to a home or campground, and never on the private "
       "logging roads of the North Maine Woods;",
       "in races, rallies, driving lessons or for paid transport of passengers or goods (ride-hailing and delivery "
       "apps included)."),
    p("Vehicles may travel on the Maine State Ferry Service and Casco Bay Lines car ferries. Any other ferry "
      "needs approval from Reservations."),

    # ------------------------------------------------------------------ 6
    h1("6  Fuel and electric vehicle charging"),
    h2("6.1  Fuel options"),
    p("Gasoline vehicles are supplied with a full tank. Choose one of these options at pickup; if you do not "
      "choose, Full to Full applies."),
    table(["Option", "How it works", "What you pay"],
          [["Full to Full (standard)", "Return the vehicle with a full tank.",
            "Nothing, if full. If not full: $9.49 per gallon to fill it, plus a $15 refueling service fee."],
           ["Prepaid Fuel", "Buy a full tank at pickup and return the vehicle at any fuel level.",
            "The Prepaid Fuel price posted at the counter. No refund for fuel you do not use."],
           ["Short Trip", "For rentals driven less than 75 miles in total.",
            "A flat $22 instead of the per-gallon charge, if you return without refueling."]],
          [1.7, 3, 3.4], caption="Table 8. Fuel options"),
    p("If you refuel within 10 miles of the return branch and the gauge still does not show full, show us the "
      "receipt, dated within 2 hours of your return, and we will not charge for fuel."),
    h2("6.2  Electric vehicles"),
    p("Electric vehicles are supplied with at least 80% charge and should come back with at least 70%. "
      "Each vehicle comes with a Level 2 (J1772) charging cable and a NACS adapter for Tesla Superchargers. "
      "Public charging is paid by you; the Saltmarsh app shows chargers near your route."),
    table(["Battery level at return", "Charging fee"],
          [["70% or more", "No charge"],
           ["40% to 69%", "$25"],
           ["10% to 39%", "$55"],
           ["Below 10%", "$95"]],
          [3, 3], caption="Table 9. EV charging fees"),
    p("A lost or damaged charging cable costs $350 and a lost NACS adapter $180."),
    note("Wrong fuel:", "putting diesel in a gasoline vehicle, or gasoline in a diesel one, is not covered by any "
         "protection product. You pay the recovery, fuel draining and repair costs plus a $150 administration "
         "fee. Do not start the engine. Call Roadside Assistance on 1-800-555-0199."),

    # ------------------------------------------------------------------ 7
    h1("7  Protection products"),
    h2("7.1  What is included and what you can add"),
    p("Every rate includes **Basic Protection**: a collision damage waiver and theft protection that limit what "
      "you pay for damage to or theft of the vehicle to the Basic excess in Table 11, plus the state minimum "
      "third-party liability cover. You can lower the excess with Standard or Premium Protection and add the "
      "optional products below at the counter or when you book."),
    table(["Product", "What it covers", "Price per day", "Most per rental"],
          [["Basic Protection", "Damage and theft up to the Basic excess; state minimum liability.",
            "Included", "-"],
           ["Standard Protection (SP)", "Lowers the excess to the Standard amount in Table 11.", "$18.99",
            "$132.93"],
           ["Premium Protection (PP)", "Lowers the excess to the Premium amount in Table 11 and includes Tire & "
            "Glass and Roadside Plus.", "$31.99", "$223.93"],
           ["Supplemental Liability (SLI)", "Third-party liability up to $1,000,000 combined for injury and "
            "property.", "$17.49", "no maximum"],
           ["Personal Accident & Effects (PAE)", "Accidental death benefit of $175,000 for the renter and $17,500 "
            "per passenger; belongings up to $600 per person and $1,800 per rental.", "$7.95", "no maximum"],
           ["Tire & Glass (TG)", "Windshield, windows, mirror glass, tires and wheels, with no excess.", "$6.50",
            "$45.50"],
           ["Roadside Plus (RP)", "Waives the call-out fees in Table 17.", "$5.99", "$41.93"]],
          [2.1, 3.9, 1.1, 1.2], caption="Table 10. Protection products"),
    p("Premium Protection is not available for the Cargo van; Standard Protection is the highest level "
      "for that class. Protection is bought for the whole rental and cannot be added or removed part-way."),
    h2("7.2  Excess by class group"),
    table(["Class group", "Basic Protection", "Standard Protection", "Premium Protection"],
          [["Group A", "$2,500", "$750", "$0"],
           ["Group B", "$3,500", "$1,000", "$0"],
           ["Group C", "$4,500", "$1,500", "$500 (not for Cargo van)"]],
          [1.6, 2, 2, 2.4], caption="Table 11. Excess per incident"),
    fine("If the driver at the time of the damage was aged 21 to 24, the excess is $500 higher under Basic and "
         "Standard Protection. An administration fee of $75 is added to every damage claim, except under "
         "Premium Protection."),
    h2("7.3  What protection never covers"),
    lead("You pay the full cost, whatever protection you chose, for:"),
    ul("damage caused by a driver not named on the Rental Agreement, or by a driver under the influence of "
       "alcohol or drugs;",
       "roof and overhead damage from low clearances such as parking garages, drive-throughs and bridges;",
       "underbody damage from driving on beaches, unpaved roads, boat ramps or flooded roads;",
       "wrong fuel, and engine damage from driving on after a warning light comes on;",
       "lost or damaged keys and key fobs: $295 for Group A and $425 for Groups B and C;",
       "interior burns, tears and stains (cleaning fees are in section 8.4);",
       "personal belongings left in the vehicle, unless you bought PAE."),
    h2("7.4  Using your own insurance or card cover"),
    p("You can decline Standard and Premium Protection. Basic Protection cannot be removed from the rate, even "
      "if your own auto policy or your credit card covers rental cars. If you claim through your own insurer, we "
      "first charge you up to the Basic excess and you claim it back from them. Ask claims@saltmarshrental.com "
      "for the damage report, photos and repair estimate; we send them within 10 business days."),

    # ------------------------------------------------------------------ 8
    h1("8  Pickup, return and fees"),
    h2("8.1  At pickup"),
    lead("Please bring:"),
    ul("the driver's license of every driver (section 3.2);",
       "a payment card in the renter's name (section 4);",
       "your booking confirmation number, which starts with SM- followed by 8 digits;",
       "for a debit card at an airport branch, your return travel ticket."),
    p("Walk around the vehicle with our staff, or in the app, and photograph any damage. Damage that is not on "
      "the check-out sheet must be reported within 1 hour of pickup, in the app or by calling the branch."),
    p("We hold your vehicle for 2 hours after the booked pickup time, or until the branch closes if that is "
      "sooner. If you gave us your flight number, the airport branches hold it until 2 hours after the flight's "
      "actual arrival time. After that the booking is treated as a no-show (section 10)."),
    h2("8.2  Returning late"),
    p("To extend a rental, call the branch or use the app at least 4 hours before your return time. If the "
      "vehicle is available, the extra days are charged at your original rate."),
    table(["How late", "What we charge"],
          [["Up to 29 minutes", "Nothing (grace period)"],
           ["30 minutes to 2 hours", "$18 for each started hour"],
           ["More than 2 hours", "One extra rental day at the counter rate, plus one day of any protection and "
                                 "extras"],
           ["More than 24 hours without telling us", "Extra days at the counter rate plus a $100 unreported late "
                                                     "return fee. After 48 hours we may report the vehicle stolen."]],
          [2.6, 5.4], caption="Table 12. Late return charges"),
    h2("8.3  Early and after-hours returns"),
    ul("**Early return, Pay Later:** you pay for the days used, at the rate for that shorter rental. This can be "
       "the daily rate, which may cost more per day than the weekly rate. There is no early return fee.",
       "**Early return, Pay Now:** unused days are not refunded.",
       "**After-hours return:** use the key drop at branches marked Yes in Table 18. The rental ends when our "
       "staff check the vehicle in, no later than 1 hour after the branch next opens. Until then the vehicle "
       "is your responsibility, so photograph the vehicle, the fuel gauge and the odometer when you leave it."),
    h2("8.4  Vehicle condition fees"),
    p("Pets are welcome if they travel in a carrier or on a seat cover. Smoking and vaping are not allowed in "
      "any vehicle."),
    table(["What we find at return", "Fee"],
          [["Sand, mud or dirt inside, beyond normal use", "$65"],
           ["Pet hair", "$150"],
           ["Fish, bait or seafood odor", "$150"],
           ["Smoking or vaping (any evidence, including ash or smell)", "$350"],
           ["Spills, vomit or other biohazard cleaning", "$250 minimum"],
           ["Heavy exterior mud (Pickup trucks and vans only)", "$40"]],
          [5.4, 2.6], caption="Table 13. Cleaning and condition fees"),
    h2("8.5  Extras and equipment"),
    p("Extras are subject to availability; book them with the vehicle to be sure of getting them. Prices are per "
      "item."),
    table(["Extra", "Price", "Most per rental", "Notes"],
          [["Child seat (infant or toddler)", "$13.99 per day", "$69.95", "Fitted by you; staff can show you how"],
           ["Booster seat", "$9.99 per day", "$49.95", "For children from 40 lb"],
           ["GPS navigator", "$11.99 per day", "$59.95", "US and Canada maps"],
           ["Roof cargo box", "$19.00 per day", "$95.00", "SUVs and Minivan only"],
           ["Bike rack (2 bikes)", "$15.00 per day", "$75.00", "Hitch-mounted; SUVs, Minivan and Pickup truck"],
           ["Ski and snowboard rack", "$12.00 per day", "$60.00", "December 1 - March 31 only"],
           ["Delivery or collection within 15 miles of a branch", "$40 each way", "-",
            "Book 24 hours ahead; not from airport branches"]],
          [2.6, 1.5, 1.3, 2.8], caption="Table 14. Extras"),

    # ------------------------------------------------------------------ 9
    h1("9  One-way rentals"),
    p("You can pick up at one branch and return at another. The one-way fee in Table 15 is charged once per "
      "rental on top of the rate, and the Pay Now discount does not apply to it."),
    lead("One-way rules:"),
    ul("Book at least 48 hours before pickup.",
       "One-way rentals are not available for the Cargo van or the 12-passenger van.",
       "Bar Harbor can be a pickup or return branch only while it is open (May 1 - October 31).",
       "If you return to a different branch without arranging a one-way rental, you pay the one-way fee plus a "
       "$75 unscheduled drop fee."),
    table(["From / to", "PWM", "PDT", "KEN", "BRU", "RKD", "BAR", "BGR", "PSM"],
          [["PWM", "-", "Free", "$35", "$40", "$85", "$145", "$110", "$60"],
           ["PDT", "Free", "-", "$35", "$40", "$85", "$145", "$110", "$60"],
           ["KEN", "$35", "$35", "-", "$65", "$110", "$175", "$140", "$30"],
           ["BRU", "$40", "$40", "$65", "-", "$55", "$120", "$95", "$95"],
           ["RKD", "$85", "$85", "$110", "$55", "-", "$75", "$70", "$140"],
           ["BAR", "$145", "$145", "$175", "$120", "$75", "-", "$60", "$195"],
           ["BGR", "$110", "$110", "$140", "$95", "$70", "$60", "-", "$165"],
           ["PSM", "$60", "$60", "$30", "$95", "$140", "$195", "$165", "-"]],
          [1.3, 1, 1, 1, 1, 1, 1, 1, 1], caption="Table 15. One-way fees between branches"),
    fine("Branch codes: PWM Portland International Jetport \u00b7 PDT Portland Downtown \u00b7 KEN Kennebunk "
         "\u00b7 BRU Brunswick \u00b7 RKD Rockland \u00b7 BAR Bar Harbor \u00b7 BGR Bangor International Airport "
         "\u00b7 PSM Portsmouth, NH."),

    # ------------------------------------------------------------------ 10
    h1("10  Cancellations, changes and no-shows"),
    h2("10.1  Cancellation charges"),
    table(["When you cancel", "Pay Later booking", "Pay Now booking"],
          [["More than 7 days before pickup", "Free", "Full refund less a $25 cancellation fee"],
           ["48 hours to 7 days before pickup", "Free", "Refund less a $50 cancellation fee"],
           ["Less than 48 hours before pickup", "Free", "Refund less one day's rental, up to $120"],
           ["No-show (not collected within the hold time in 8.1)", "$50 no-show fee charged to the card that "
            "guaranteed the booking", "No refund"]],
          [2.8, 2.6, 2.6], caption="Table 16. Cancellation charges"),
    note("Peak and Holiday bookings:", "Pay Later bookings for a Convertible, Seven-seat SUV or 12-passenger van "
         "with pickup in the Peak or Holiday season need a $100 deposit when you book. The deposit is refunded "
         "only if you cancel more than 14 days before pickup; otherwise it is kept and the rest of Table 16 "
         "applies."),
    h2("10.2  Changing a booking"),
    p("You can change the dates, times, class or extras of a booking in the app or at saltmarshrental.com up to "
      "2 hours before pickup for Pay Later bookings, or up to 48 hours before pickup for Pay Now bookings. The "
      "new price uses the rates of the day you make the change. Pay Now bookings include one free change; each "
      "further change costs $20."),
    h2("10.3  How to cancel"),
    ol("Go to saltmarshrental.com/manage, or open the Saltmarsh app and tap My Bookings.",
       "Enter your confirmation number (SM- followed by 8 digits) and the renter's last name.",
       "Choose Cancel booking and pick a reason.",
       "Keep the cancellation number we e-mail you; it starts with CX-. Pay Now refunds go back to the card you "
       "paid with within 7 business days."),
    p("You can also cancel by phone on 1-800-555-0148 while Reservations is open. We do not accept "
      "cancellations by e-mail or at a branch counter."),

    # ------------------------------------------------------------------ 11
    h1("11  Breakdowns, accidents and Roadside Assistance"),
    h2("11.1  24-hour assistance"),
    p("Call Roadside Assistance on 1-800-555-0199, day or night. Breakdowns caused by a mechanical fault of the "
      "vehicle cost you nothing, including towing to the nearest branch or approved garage. If you are within 50 "
      "miles of a branch, we bring a replacement vehicle of the same class within 4 hours; further away, by "
      "10:00 am the next morning."),
    h2("11.2  Call-out fees for problems that are not mechanical faults"),
    table(["Service", "Without Roadside Plus", "With Roadside Plus or Premium Protection"],
          [["Lockout (keys locked inside)", "$95", "$0"],
           ["Flat tire: fitting the spare", "$85", "$0 (the new tire is charged unless you have Tire & Glass)"],
           ["Jump start for a flat battery", "$65", "$0"],
           ["Fuel delivery (2 gallons)", "$75 plus fuel", "$0 plus fuel"],
           ["Tow of an Electric vehicle to the nearest charger within 30 miles", "$150", "$0"]],
          [3.6, 1.8, 3], caption="Table 17. Call-out fees"),
    h2("11.3  If you have an accident"),
    ol("Stop in a safe place. Call 911 if anyone is hurt or the road is blocked.",
       "Call the police and get a report number. We need a police report for any accident involving another "
       "vehicle, a pedestrian or a cyclist, and for any theft or vandalism.",
       "Do not admit fault or sign anything the other party gives you.",
       "Take photos of the scene and of all vehicles, and write down the other driver's name, phone number, "
       "insurer and license plate.",
       "If the vehicle cannot be driven safely, call Roadside Assistance on 1-800-555-0199.",
       "Within 24 hours, send the Incident Report (in the glovebox and in the app) to "
       "claims@saltmarshrental.com."),
    p("If the Incident Report reaches us more than 72 hours after the accident, Standard and Premium Protection "
      "do not apply to it and the Basic excess is charged."),
    note("Repairs:", "do not arrange repairs yourself. Roadside Assistance can authorize a small repair, such as a "
         "tire puncture repair, of up to $150 by phone; we refund it at return against the receipt. Repairs we did "
         "not authorize are not refunded."),

    # ------------------------------------------------------------------ 12
    h1("12  Tolls, parking tickets and traffic fines"),
    p("Every vehicle has an E-ZPass transponder in a shield box behind the mirror. Open the box to use it. We "
      "charge the tolls at cost plus $5.95 for each day the transponder is used, up to $29.75 per rental. If "
      "you use your own transponder, keep the box closed."),
    p("Tolls charged by plate because the box was closed or no transponder was read cost the toll plus a $15 "
      "administration fee per toll invoice. Parking tickets, red-light camera and other traffic fines: we pay or "
      "transfer the notice and charge a $40 administration fee for each notice, plus the fine if we paid it. "
      "Tolls and fees reach your card within 30 days of return; fines can arrive months later."),

    # ------------------------------------------------------------------ 13
    h1("13  Branches and opening hours"),
    p("Hours are local (Eastern) time. All branches are closed on Thanksgiving Day and Christmas Day, except the "
      "two airport branches, which open from 7:00 am to 7:00 pm on those days."),
    table(["Branch", "Address", "Phone", "Mon-Fri", "Saturday", "Sunday", "Key drop"],
          [["Portland International Jetport (PWM)", "Rental car center, 1001 Westbrook St, Portland, ME 04102",
            "(207) 555-0110", "5:30 am - midnight", "5:30 am - midnight", "5:30 am - midnight", "Yes"],
           ["Portland Downtown (PDT)", "212 Commercial St, Portland, ME 04101", "(207) 555-0122",
            "7:30 am - 6:00 pm", "8:00 am - 4:00 pm", "9:00 am - 1:00 pm", "Yes"],
           ["Kennebunk (KEN)", "63 Portland Rd (US-1), Kennebunk, ME 04043", "(207) 555-0186",
            "8:00 am - 5:00 pm", "9:00 am - 12:00 noon", "Closed", "Yes"],
           ["Brunswick (BRU)", "140 Pleasant St, Brunswick, ME 04011", "(207) 555-0135", "8:00 am - 5:30 pm",
            "8:00 am - 12:00 noon", "Closed", "No"],
           ["Rockland (RKD)", "5 Park St, Rockland, ME 04841", "(207) 555-0147", "8:00 am - 5:00 pm",
            "9:00 am - 1:00 pm\u00b9", "Closed", "Yes"],
           ["Bar Harbor (BAR)\u00b2", "86 Cottage St, Bar Harbor, ME 04609", "(207) 555-0159", "8:00 am - 6:00 pm",
            "8:00 am - 6:00 pm", "9:00 am - 3:00 pm", "No"],
           ["Bangor International Airport (BGR)", "Terminal, 287 Godfrey Blvd, Bangor, ME 04401", "(207) 555-0161",
            "6:00 am - 11:00 pm", "6:00 am - 11:00 pm", "8:00 am - 11:00 pm", "Yes"],
           ["Portsmouth (PSM)", "300 Lafayette Rd, Portsmouth, NH 03801", "(603) 555-0173", "7:30 am - 6:00 pm",
            "8:00 am - 3:00 pm", "10:00 am - 2:00 pm", "Yes"]],
          [2.2, 2.6, 1.45, 1.25, 1.25, 1.25, 0.8], size=7.5, caption="Table 18. Branches"),
    fine("\u00b9 Rockland is open until 4:00 pm on Saturdays from June 19 to September 7.  \u00b2 Bar Harbor is "
         "open from May 1 to October 31 only."),
    lead("Not every branch offers everything:"),
    ul("Electric vehicles: Portland International Jetport, Portland Downtown, Bangor International Airport and "
       "Portsmouth.",
       "12-passenger van: Portland International Jetport, Portland Downtown and Portsmouth.",
       "Pickup trucks and Cargo vans: every branch except Bar Harbor.",
       "Delivery and collection (section 8.5): Portland Downtown, Kennebunk, Brunswick, Rockland and Portsmouth."),

    # ------------------------------------------------------------------ 14
    h1("14  Contact, complaints and lost property"),
    h2("14.1  Contacting us"),
    p("Reservations answers on 1-800-555-0148 from 7:00 am to 9:00 pm Monday to Saturday and from 8:00 am to "
      "6:00 pm on Sunday. Customer Care (care@saltmarshrental.com) replies within 2 business days. For a damage "
      "charge, write to claims@saltmarshrental.com. Corporate accounts and rentals of more than 30 days are "
      "handled by fleet@saltmarshrental.com. Please quote your Rental Agreement number, which starts with RA- "
      "followed by 9 digits."),
    h2("14.2  Complaints"),
    ol("Speak to the branch manager, or e-mail care@saltmarshrental.com with your Rental Agreement number.",
       "We acknowledge your complaint within 2 business days and aim to resolve it within 10 business days.",
       "If you are not satisfied, ask for a review by the Customer Relations Manager by writing to Customer "
       "Relations, Saltmarsh Car Rental, Inc., PO Box 4410, Portland, ME 04112. You receive a final response "
       "within 30 days."),
    p("To dispute a damage charge, write to claims@saltmarshrental.com within 30 days of the date of the damage "
      "invoice, with any photos you took at pickup and return."),
    h2("14.3  Lost property"),
    p("Items found in vehicles are kept at the return branch for 30 days and then donated or disposed of. "
      "Passports, licenses and payment cards are handed to the local police after 7 days. To ask about an item, "
      "e-mail lost@saltmarshrental.com with your Rental Agreement number and a description of the item."),
    h2("14.4  Vehicle data"),
    p("Our vehicles have telematics that record location, mileage, fuel or battery level and warning lights. We "
      "use this data to recover stolen or overdue vehicles, to bill tolls, mileage and fuel, and to handle damage "
      "claims. We keep it for 90 days after the rental ends, or longer while a claim is open."),
    fine("Saltmarsh Car Rental, Inc. is a Maine corporation. These terms are governed by the laws of the State of "
         "Maine, except for rentals picked up in New Hampshire, which are governed by New Hampshire law. If any "
         "part of these terms cannot be enforced, the rest still applies. Edition 2026.1 \u00b7 printed "
         "February 2026."),
]
