"""Build a sample product manual: a fictional espresso machine's instruction manual.

    python samples/build_product_manual.py [--out samples/documents/orvella-em450-manual.pdf]

Orvella Home Appliances and the Crema Duo EM-450 / EM-450M are invented; every name,
address and domain (.example is reserved) in this manual is made up. The manual has
what real appliance manuals have: safety warnings as bullets, numbered step-by-step
procedures, a specifications table comparing two model variants, a water hardness
table, a parts list and a troubleshooting table (problem | possible cause | solution)
that runs over a page break.

Core fonts only, so all text must be latin-1 (the degree sign is). The creation date
is fixed, so rebuilding with the same fpdf2 version gives identical bytes. Every page
carries a running header and a "Page N of M" footer. evals/product_manual.json cites
pages of this file: after changing text or layout, rebuild and run
`python evals/check_sets.py`.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.fonts import FontFace

import pdf_kit as kit

COMPANY = "Orvella Home Appliances"
PRODUCT = "Orvella Crema Duo espresso machine"
MODELS = "Models EM-450 and EM-450M"
DOC_CODE = "OM-EM450-EN Rev. C 03/2024"
CREATED = dt.datetime(2024, 3, 12, 8, 30, 0, tzinfo=dt.timezone.utc)
DEFAULT_OUT = Path(__file__).resolve().parent / "documents" / "orvella-em450-manual.pdf"


# ---------------------------------------------------------------------------------------
# Content. Blocks: ("h2", text), ("p", text), ("note", label, text), ("ul", [items]),
# ("ol", [items]), ("table", title, rows, widths, notes, options), ("toc", None) the contents list.
# ---------------------------------------------------------------------------------------

INTRO = [
    ("p", "Thank you for choosing the Orvella Crema Duo. This manual covers two models: the EM-450, "
          "which froths milk with a manual steam wand, and the EM-450M, which also has the automatic "
          "FrothCup milk frother. Where a feature applies to only one model, the text says so. This "
          "manual is for machines sold in the United States and Canada; they are designed for 120 V "
          "outlets only."),
    ("p", "Read the whole manual, and in particular the safety instructions, before you use the "
          "machine for the first time. Keep it for future reference and pass it on with the machine."),
    ("h2", "Contents"),
    ("toc", None),
]

CHAPTERS: list[tuple[str, list]] = []

CHAPTERS.append(("1. Important safety instructions", [
    ("p", "When using electrical appliances, basic safety precautions should always be followed, "
          "including the following."),
    ("note", "WARNING", "Risk of electric shock and fire. Never immerse the machine, its power cord or "
                        "plug in water or any other liquid."),
    ("ul", [
        "Connect the machine only to a grounded 120 V, 60 Hz outlet. Do not use an extension cord or a "
        "multi-outlet power strip.",
        "This appliance has a polarized plug (one blade is wider than the other). It fits a polarized "
        "outlet only one way; do not try to defeat this safety feature.",
        "Unplug the machine before cleaning, before fitting or removing parts, and when it is not in use "
        "for a longer time.",
        "Do not operate the machine with a damaged cord or plug, after it has malfunctioned, or after it "
        "has been dropped. Have it checked by an Orvella authorized service center.",
        "The machine may be used by children aged 8 years and older, and by people with reduced physical, "
        "sensory or mental capabilities, only under supervision and after instruction in its safe use. "
        "Cleaning and user maintenance must not be done by children without supervision.",
        "Keep the machine and its cord out of reach of children younger than 8 years.",
        "For household indoor use only. Do not use the machine outdoors, in vehicles or on boats.",
    ]),
    ("note", "CAUTION", "Hot surfaces, hot water and steam. The brew head, the portafilter, the steam wand "
                        "and the cup-warming tray become hot during use."),
    ("ul", [
        "Never remove the portafilter while the pump is running or while the machine shows the brewing "
        "symbol; pressurized hot water can spray out.",
        "Point the steam wand into the drip tray or a milk jug before you open the steam function, and do "
        "not touch the metal part of the wand for at least 2 minutes after steaming.",
        "Place the machine on a flat, stable, heat-resistant surface, with at least 4 in. (10 cm) of free "
        "space on every side and 8 in. (20 cm) above it.",
        "Fill the water tank with fresh, cold drinking water only. Never fill it with milk, sparkling water, "
        "hot water or any other liquid.",
        "Do not use the machine if the water tank, drip tray or portafilter is cracked.",
    ]),
    ("p", "SAVE THESE INSTRUCTIONS. The manufacturer accepts no liability for damage caused by use that "
          "does not follow this manual."),
]))

CHAPTERS.append(("2. Getting to know your machine", [
    ("h2", "2.1 Parts and accessories"),
    ("p", "Check that all of the following parts are in the box. The numbers match the drawing on "
          "the inside of the box lid."),
    ("ol", [
        "Removable water tank (2.0 L) with lid and handle",
        "Cup-warming tray",
        "Control panel",
        "Steam wand with removable tip",
        "Brew head (group head) with shower screen",
        "58 mm portafilter with handle",
        "Filter baskets: single-wall single (9 g) and double (18 g), and a pressurized double basket for "
        "pre-ground coffee",
        "Blind (cleaning) basket",
        "Metal tamper, 58 mm",
        "Stainless-steel milk jug, 12 fl oz (350 ml)",
        "Drip tray with grid and red float indicator",
        "FrothCup automatic milk frother with base (EM-450M only)",
        "Water hardness test strip, water filter cartridge and cleaning pin",
    ]),
    ("h2", "2.2 Control panel"),
    ("table", "Control panel buttons", [
        ["Button", "Press briefly", "Press and hold"],
        ["Power", "Switch on or off", "-"],
        ["1 Cup", "Brew a single shot (default 1.35 fl oz / 40 ml)", "3 s: program the single-shot volume"],
        ["2 Cups", "Brew a double shot (default 2.7 fl oz / 80 ml)", "3 s: program the double-shot volume"],
        ["Hot Water", "Dispense hot water from the steam wand", "With Menu, 3 s: brew temperature setting"],
        ["Steam", "Heat up for steaming; press again to start steam", "-"],
        ["Menu", "Show the water hardness setting", "5 s: restore factory settings"],
    ], (18, 42, 40), [], {}),
    ("p", "The indicator lights above the buttons show the machine's state. A light that flashes "
          "slowly means the machine is heating up; a steady light means it is ready. The amber "
          "DESCALE light and the red water-tank symbol are explained in chapters 6 and 7."),
]))

HARDNESS = [
    ["Test strip result", "Water hardness", "Setting", "Descale after approx."],
    ["0 or 1 red square", "Soft (under 7 gpg)", "H1", "400 cups"],
    ["2 red squares", "Medium (7-14 gpg)", "H2", "300 cups"],
    ["3 red squares", "Hard (14-21 gpg)", "H3", "200 cups"],
    ["4 red squares", "Very hard (over 21 gpg)", "H4", "120 cups"],
]

CHAPTERS.append(("3. Before first use", [
    ("h2", "3.1 Setting up the machine"),
    ("ol", [
        "Remove all packaging material, stickers and the transport protection from the drip tray.",
        "Wash the water tank, filter baskets, portafilter and milk jug in warm water with a little "
        "dishwashing liquid, then rinse and dry them. Do not put the water tank in a dishwasher.",
        "Soak the water filter cartridge in cold water for 5 minutes, then push it onto the holder inside "
        "the water tank until it clicks.",
        "Fill the water tank with fresh, cold water up to the MAX mark and slide it back into the machine.",
        "Plug in the machine and press Power. The lights flash while the machine heats up.",
        "Place a large container under the brew head and another under the steam wand. When the lights stay "
        "on, press Hot Water and let approx. 17 fl oz (500 ml) of water run through to rinse the system.",
        "Lock the empty portafilter with the double basket into the brew head and press 2 Cups three times "
        "to rinse and warm the brewing path. The machine is now ready.",
    ]),
    ("h2", "3.2 Setting the water hardness"),
    ("p", "The machine reminds you to descale based on the water hardness setting. The factory "
          "setting is H3. Dip the test strip in tap water for 1 second, shake it off and read it after "
          "1 minute."),
    ("table", "Water hardness settings", HARDNESS, (25, 30, 15, 30), [
        "gpg = grains per gallon. Using the water filter cartridge lets you choose one setting lower.",
    ], {}),
    ("ol", [
        "With the machine switched on and ready, press and hold Menu and 1 Cup together for 3 seconds. The "
        "current setting flashes (H1 to H4 are shown by 1 to 4 lights).",
        "Press 1 Cup repeatedly to move to the setting you want.",
        "Press Menu to save. The lights flash twice to confirm.",
    ]),
]))

CHAPTERS.append(("4. Making espresso", [
    ("h2", "4.1 Brewing a shot"),
    ("ol", [
        "Check that there is enough water in the tank and switch the machine on. It is ready in about 40 "
        "seconds (about 30 seconds on the EM-450M) when the 1 Cup and 2 Cups lights stop flashing.",
        "Place a cup on the cup-warming tray while the machine heats up, or rinse it with hot water, so the "
        "espresso does not cool down too quickly.",
        "Insert the single basket (9 g) or the double basket (18 g) into the portafilter.",
        "Fill the basket with finely ground coffee: approx. 9 g for one shot or 18 g for two. Level the "
        "coffee with your finger.",
        "Tamp the coffee firmly and evenly with the tamper, with about 30 lb (15 kg) of pressure, until the "
        "surface is flat and about 1/4 in. (6 mm) below the rim. Wipe loose grounds off the rim.",
        "Insert the portafilter into the brew head from below and turn it to the right until the handle "
        "points straight ahead.",
        "Place one or two cups under the spouts and press 1 Cup or 2 Cups. The machine pre-infuses the "
        "coffee for 4 seconds at low pressure and then brews at 9 bar.",
        "Brewing stops by itself once the programmed volume is reached. A good double shot takes 25 to 30 "
        "seconds. Press the button again to stop brewing early.",
        "Wait 10 seconds, then remove the portafilter, knock out the coffee puck and rinse the basket.",
    ]),
    ("note", "TIP", "If you use pre-ground coffee, use the pressurized double basket. It compensates for "
                    "a grind that is not fine enough, so you do not need to tamp as hard."),
    ("h2", "4.2 Programming the shot volume"),
    ("ol", [
        "Prepare the portafilter as described in section 4.1 and place a cup under the spouts.",
        "Press and hold 1 Cup (or 2 Cups) for 3 seconds. The machine starts brewing and the light flashes "
        "quickly.",
        "When the cup holds the amount you want, press the same button again. The new volume is saved.",
    ]),
    ("p", "Volumes from 0.7 to 4 fl oz (20 to 120 ml) can be programmed. To go back to the factory "
          "volumes, restore the factory settings (press and hold Menu for 5 seconds); this also resets "
          "the water hardness and the brew temperature."),
    ("h2", "4.3 Brew temperature"),
    ("p", "Three brew temperatures are available: Low (approx. 190 °F / 88 °C), Medium (approx. 198 °F "
          "/ 92 °C, factory setting) and High (approx. 205 °F / 96 °C). Lighter roasts usually taste "
          "better at High and dark roasts at Low. To change the setting, press and hold Menu and Hot "
          "Water together for 3 seconds, press Hot Water to choose (1, 2 or 3 lights), and press Menu "
          "to save."),
    ("h2", "4.4 Grind size and dose"),
    ("p", "The Crema Duo has no built-in grinder. Use coffee ground for espresso, a little finer than "
          "table salt. If you grind at home, adjust the grinder rather than the dose first: a shot "
          "that runs faster than 20 seconds needs a finer grind, and one that takes more than 35 "
          "seconds needs a coarser grind. Beans are best used within 4 weeks of the roast date."),
]))

CHAPTERS.append(("5. Milk and hot water", [
    ("h2", "5.1 Frothing milk with the steam wand"),
    ("ol", [
        "Fill the milk jug up to just below the bottom of the spout (about one third full) with cold milk, "
        "ideally straight from the fridge at 37-41 °F (3-5 °C).",
        "Press Steam. The Steam light flashes while the machine heats up, which takes about 15 seconds.",
        "When the Steam light stays on, point the wand into the drip tray and press Steam for 2 seconds to "
        "purge condensed water, then press Steam again to stop.",
        "Dip the wand tip just below the surface of the milk and press Steam. Keep the tip near the surface "
        "to draw in air until the milk has grown by about a third.",
        "Lower the jug so the tip is deeper in the milk and let the milk spin until the jug is too hot to "
        "hold comfortably, about 140-150 °F (60-65 °C). Do not let the milk boil.",
        "Press Steam to stop, then remove the jug. Steam stops automatically after 90 seconds.",
        "Wipe the wand straight away with a damp cloth and purge it for 2 seconds into the drip tray, so milk "
        "does not dry inside the tip.",
    ]),
    ("p", "After steaming, the machine needs to cool down before it can brew again. Press 1 Cup or "
          "2 Cups: the machine flushes a little water from the brew head into the drip tray for about "
          "10 seconds to bring the temperature down. Place an empty cup under the spouts."),
    ("h2", "5.2 Using the FrothCup (EM-450M only)"),
    ("p", "The FrothCup heats and froths milk automatically while you brew. It has two marks inside: "
          "MIN (3.4 fl oz / 100 ml) and MAX (8.5 fl oz / 250 ml) for hot milk; for foam, fill only to the "
          "lower FOAM MAX line (5 fl oz / 150 ml), because the milk doubles in volume."),
    ("ol", [
        "Place the FrothCup on its base, to the right of the machine. Check that the whisk is fitted on the "
        "pin at the bottom of the cup.",
        "Pour in cold milk between the MIN mark and the MAX or FOAM MAX line, and close the lid.",
        "Press the button on the base once for hot foam, twice for hot milk without foam, or hold it for 2 "
        "seconds for cold foam. The ring lights up in orange (hot) or blue (cold).",
        "The FrothCup stops by itself after approx. 90 seconds for hot foam, 2 minutes for hot milk and 70 "
        "seconds for cold foam.",
        "Pour the milk into your drink. Rinse the FrothCup immediately; the cup and whisk are "
        "dishwasher-safe, but the base is not.",
    ]),
    ("p", "Whole milk gives the most stable foam. Plant-based drinks such as oat or soy froth best in "
          "their barista versions. Do not use the FrothCup for hot chocolate powder, syrups or cream."),
    ("h2", "5.3 Hot water"),
    ("p", "For tea or an americano, place a cup under the steam wand and press Hot Water. The machine "
          "dispenses hot water until you press the button again, for a maximum of 60 seconds per press "
          "(about 8 fl oz / 240 ml)."),
]))

CHAPTERS.append(("6. Cleaning and maintenance", [
    ("note", "WARNING", "Switch the machine off, unplug it and let it cool down before cleaning. Never "
                        "use abrasive cleaners, scouring pads or solvents."),
    ("h2", "6.1 Daily cleaning"),
    ("ul", [
        "Empty and rinse the drip tray when the red float indicator shows above the grid, and at least once "
        "a day. The drip tray holds about 20 fl oz (600 ml).",
        "Knock out used coffee and rinse the filter basket and portafilter with warm water after each use.",
        "Purge and wipe the steam wand after every use (section 5.1).",
        "Empty the water tank and refill it with fresh water every day; do not leave water standing in the "
        "tank for more than 2 days.",
        "Wipe the housing with a soft, damp cloth.",
    ]),
    ("h2", "6.2 Weekly cleaning"),
    ("ul", [
        "Soak the filter baskets and the steam wand tip in hot water for 10 minutes. Use the cleaning pin "
        "to clear the holes of the steam tip.",
        "Brush coffee residue off the shower screen and the group gasket with a soft brush.",
        "Wash the water tank by hand with mild dishwashing liquid.",
    ]),
    ("h2", "6.3 Monthly cleaning cycle (backflush)"),
    ("p", "Coffee oils build up in the brew head and can make espresso taste bitter. Run a cleaning "
          "cycle once a month, or every 200 shots if you brew more than 6 shots a day. Use Orvella "
          "cleaning tablets (part no. CT-10)."),
    ("ol", [
        "Insert the blind basket into the portafilter and place one cleaning tablet in it.",
        "Lock the portafilter into the brew head and place a container of at least 17 fl oz (500 ml) under it.",
        "Press and hold 1 Cup and 2 Cups together for 3 seconds. Both lights flash and the cycle starts.",
        "The machine alternately builds up pressure and releases it into the drip tray. The cycle takes about "
        "5 minutes and ends when the lights stop flashing.",
        "Remove the portafilter, rinse the blind basket and the portafilter thoroughly, and brew 2 Cups once "
        "without coffee to rinse.",
    ]),
    ("h2", "6.4 Descaling"),
    ("p", "Limescale from the water narrows the pipes and the heating block, and can damage the "
          "machine. The amber DESCALE light comes on when descaling is due, based on the water hardness "
          "setting (section 3.2). Descale as soon as possible after the light comes on. Use only Orvella "
          "DescalePro liquid descaler (part no. DS-250). Do not use vinegar: it does not remove scale "
          "reliably and can damage the seals. Damage caused by scale is not covered by the warranty."),
    ("ol", [
        "Remove the portafilter and the water filter cartridge. Empty the drip tray.",
        "Pour one bottle (8.5 fl oz / 250 ml) of DescalePro into the empty water tank and add fresh water up to "
        "the 1.0 L mark.",
        "Place a container of at least 1.5 L under the brew head and the steam wand.",
        "With the machine on and ready, press and hold Menu and Steam together for 3 seconds. The DESCALE "
        "light flashes and the descaling program starts.",
        "The machine pumps descaling solution through the brew head and the steam wand in intervals, with "
        "pauses in between. This first phase takes about 20 minutes. Do not switch the machine off.",
        "When the water tank symbol lights up red, rinse the water tank, fill it with fresh water up to MAX, "
        "empty the container and put it back.",
        "Press Menu to start the rinse phase, which takes about 5 minutes. The DESCALE light goes out when "
        "the program is complete.",
        "Refit the water filter cartridge, if you use one.",
    ]),
    ("h2", "6.5 Water filter"),
    ("p", "The water filter cartridge (part no. OF-12) reduces limescale and chlorine taste. Replace "
          "it every 2 months, or after 60 L of water, whichever comes first. A new cartridge must soak for "
          "5 minutes before you fit it. If you do not use a filter, set the water hardness to the value "
          "you measured."),
    ("h2", "6.6 Replacement parts and accessories"),
    ("table", "Replacement parts", [
        ["Part", "Part no.", "Replace"],
        ["Water filter cartridge (2-pack)", "OF-12", "Every 2 months or 60 L"],
        ["DescalePro liquid descaler (2 x 250 ml)", "DS-250", "At each descaling"],
        ["Cleaning tablets (10-pack)", "CT-10", "1 per monthly cleaning cycle"],
        ["Group gasket, 58 mm", "GG-58", "Every 12 months"],
        ["Shower screen", "SS-58", "When damaged or discolored"],
        ["FrothCup whisk (EM-450M)", "FW-2", "When worn"],
        ["Steam wand tip", "ST-1", "When damaged"],
    ], (45, 20, 35), [
        "Buy replacement parts at orvella.example/parts or from an authorized Orvella retailer.",
    ], {}),
    ("h2", "6.7 Storing the machine"),
    ("p", "If you do not use the machine for more than 2 weeks, empty the water tank and the drip "
          "tray, run the steam function for 20 seconds without water in the tank to empty the steam "
          "circuit, and store the machine in a dry, frost-free place. If the machine has been exposed to "
          "temperatures below 32 °F (0 °C), let it stand at room temperature for at least 3 hours before "
          "you switch it on."),
    ("h2", "6.8 Energy saving and auto-off"),
    ("p", "The machine switches itself off after 20 minutes without use. You can change the auto-off "
          "time to 9, 20, 60 or 180 minutes: with the machine switched off, press and hold Power for 5 "
          "seconds, then press 1 Cup to step through the settings (1 to 4 lights) and press Power to save."),
]))

TROUBLE = [
    ["Problem", "Possible cause", "Solution"],
    ["The machine does not switch on.", "The plug is not fully inserted, or the outlet has no power.",
     "Check the plug and try another outlet. If the outlet is on a GFCI circuit, press its RESET button."],
    ["The 1 Cup and 2 Cups lights keep flashing.", "The machine is still heating up, or it is cooling down "
     "after steaming.", "Wait until the lights stay on. After steaming, press 1 Cup to flush and cool the "
     "brew head (section 5.1)."],
    ["The red water tank symbol is on.", "The water tank is empty or not pushed in fully.",
     "Fill the tank and push it in firmly until it sits flat."],
    ["The pump is loud and no water comes out.", "There is air in the system, for example after the tank "
     "ran dry.", "Place a cup under the steam wand and press Hot Water for 30 seconds to prime the pump."],
    ["Espresso runs out too fast (under 20 seconds) and is pale.", "The grind is too coarse, too little "
     "coffee, or it was tamped too lightly.", "Use a finer grind, fill 18 g for a double shot and tamp "
     "firmly."],
    ["Espresso only drips out, or nothing comes out.", "The grind is too fine, the basket is overfilled, or "
     "the machine needs descaling.", "Use a coarser grind and less coffee. If the DESCALE light is on, "
     "descale (section 6.4)."],
    ["The espresso is not hot enough.", "The cups are cold, or the brew temperature is set to Low.",
     "Preheat the cups and set the brew temperature to Medium or High (section 4.3)."],
    ["Water leaks around the portafilter.", "Coffee grounds on the basket rim, or the group gasket is worn.",
     "Wipe the rim before locking in. Replace the group gasket (GG-58) if it is hard or cracked."],
    ["Water collects under the machine.", "The drip tray is full or not pushed in.", "Empty the drip tray "
     "and push it in fully. If water still collects, unplug the machine and contact Orvella support."],
    ["No steam comes out of the steam wand.", "The steam tip is blocked with dried milk.", "Unscrew the tip, "
     "clear the holes with the cleaning pin and soak it in hot water."],
    ["The milk does not froth well.", "The milk is not cold enough, or the jug is too full.",
     "Use milk straight from the fridge and fill the jug only one third."],
    ["The FrothCup does not start (EM-450M).", "The whisk is missing or the cup is not seated on its base.",
     "Fit the whisk and reseat the cup; the ring must light up when you press the button."],
    ["The DESCALE light stays on after descaling.", "The descaling program was interrupted.",
     "Run the complete descaling program again (section 6.4)."],
    ["All lights flash at the same time.", "Internal fault or overheating.", "Unplug the machine for 30 minutes "
     "to let it cool. If all lights still flash after you switch on again, contact Orvella support."],
]

CHAPTERS.append(("7. Troubleshooting", [
    ("p", "Most problems can be solved with the steps below. If the problem continues, contact Orvella "
          "support (chapter 9) and have the model number and the serial number ready. Both are printed "
          "on the rating label under the drip tray."),
    ("table", "Troubleshooting", TROUBLE, (30, 33, 37), [], {"repeat": True}),
]))

SPECS = [
    ["", "EM-450", "EM-450M"],
    ["Rated voltage and frequency", "120 V ~ 60 Hz", "120 V ~ 60 Hz"],
    ["Rated power", "1,350 W", "1,500 W"],
    ["Pump pressure", "15 bar maximum, 9 bar brewing", "15 bar maximum, 9 bar brewing"],
    ["Heating system", "Single thermoblock", "Dual thermoblock"],
    ["Heat-up time", "approx. 40 s", "approx. 30 s"],
    ["Water tank capacity", "2.0 L (68 fl oz)", "2.0 L (68 fl oz)"],
    ["Portafilter diameter", "58 mm", "58 mm"],
    ["Milk frothing", "Manual steam wand", "Manual steam wand and FrothCup"],
    ["Dimensions (W x D x H)", "9.1 x 11.8 x 12.6 in. (23 x 30 x 32 cm)", "10.2 x 11.8 x 12.6 in. (26 x 30 x 32 cm)"],
    ["Weight without water", "12.8 lb (5.8 kg)", "14.1 lb (6.4 kg)"],
    ["Power cord length", "35 in. (0.9 m)", "35 in. (0.9 m)"],
    ["Maximum cup height under the spouts", "4.3 in. (11 cm)", "4.3 in. (11 cm)"],
    ["Standby power", "under 0.5 W", "under 0.5 W"],
]

CHAPTERS.append(("8. Technical specifications", [
    ("table", "Technical data", SPECS, (34, 33, 33), [
        "Specifications are subject to change without notice as part of continuous product improvement.",
    ], {}),
    ("p", "The machine meets the requirements of UL 1082 and CSA C22.2 No. 64 for household "
          "electric coffee makers, and complies with part 15 of the FCC Rules."),
    ("h2", "8.1 Disposal"),
    ("p", "At the end of its life, do not put the machine in household waste. Take it to an electronics "
          "recycling point; many US states and Canadian provinces offer free take-back. Remove the water "
          "filter cartridge first and dispose of it with household waste."),
]))

CHAPTERS.append(("9. Warranty and customer support", [
    ("h2", "9.1 Warranty"),
    ("p", "Your Orvella Crema Duo is covered by the Orvella limited warranty. The warranty period, what "
          "it covers and how to make a claim are set out on the separate warranty card included in the "
          "box. Keep your proof of purchase: it is needed for any warranty service. The warranty does not "
          "cover damage caused by limescale, by use with the wrong voltage, by commercial use, or by "
          "repairs carried out by anyone other than an Orvella authorized service center."),
    ("p", "Register your machine at orvella.example/register within 30 days of purchase to receive "
          "a free pack of DescalePro (part no. DS-250) and reminders when the water filter is due."),
    ("h2", "9.2 Contacting Orvella"),
    ("ul", [
        "Email: support@orvella.example - we answer within 2 business days.",
        "Live chat: orvella.example/help, Monday to Friday, 9:00 a.m. to 5:30 p.m. ET.",
        "Post: Orvella Home Appliances, Customer Support, 480 Kessler Avenue, Suite 300, Columbus, OH 43215.",
    ]),
    ("p", "Before you send a machine in for service, empty the water tank and the drip tray and "
          "descale the machine if the DESCALE light is on. Ship it in its original packaging if you "
          "still have it; do not send accessories unless support asks for them."),
]))


# ---------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------

LINE = 5.0
ACCENT = (150, 60, 30)


class Manual(kit.RunningPages):
    name = f"{PRODUCT} - {MODELS}"
    grey = (110, 110, 110)
    rule = (ACCENT, 0.3)
    code = DOC_CODE
    code_width = 80


def _para(pdf: FPDF, text: str, size: float = 9.8, style: str = "", indent: float = 0) -> None:
    kit.paragraph(pdf, text, "Helvetica", style, size, LINE if size >= 9 else 4.2, indent)


def _note(pdf: FPDF, label: str, text: str) -> None:
    if pdf.get_y() > pdf.page_break_trigger - 20:
        pdf.add_page()
    pdf.ln(1)
    y0 = pdf.get_y()
    pdf.set_font("Helvetica", "B", 9.8)
    pdf.set_text_color(*ACCENT) if label != "TIP" else pdf.set_text_color(30, 90, 140)
    pdf.set_x(pdf.l_margin + 4)
    pdf.cell(0, LINE, label, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_text_color(0, 0, 0)
    _para(pdf, text, indent=4)
    pdf.set_draw_color(*ACCENT)
    pdf.set_line_width(0.8)
    pdf.line(pdf.l_margin + 1, y0, pdf.l_margin + 1, pdf.get_y())
    pdf.ln(2.5)


def _list(pdf: FPDF, items: list[str], numbered: bool) -> None:
    kit.list_items(pdf, items, font=("Helvetica", "B" if numbered else "", 9.8), line=LINE,
                   marker=lambda n, _: kit.label(pdf, 1, 6, LINE, f"{n}." if numbered else "-"),
                   body=lambda item: _para(pdf, item, indent=7), spacing=0.9, after=1.2)


def _table(pdf: FPDF, title: str, rows: list[list[str]], widths: tuple[int, ...],
           notes: list[str], options: dict) -> None:
    kit.heading(pdf, title, 10, 5.5, keep=40, before=1)
    pdf.set_font("Helvetica", "", 9)
    pdf.set_draw_color(120, 120, 120)
    pdf.set_line_width(0.2)
    kit.table(pdf, rows, col_widths=widths, line_height=4.6,
              headings_style=FontFace(emphasis="BOLD", color=(255, 255, 255), fill_color=ACCENT),
              repeat_headings=1 if options.get("repeat", True) else 0)
    pdf.ln(1)
    for note in notes:
        _para(pdf, note, size=8, style="I")
    pdf.ln(2.5)


def _render_blocks(pdf: FPDF, blocks: list, toc: dict[str, int]) -> None:
    for block in blocks:
        kind = block[0]
        if kind == "h2":
            kit.heading(pdf, block[1], 11.5, 6.5, keep=25, before=2, after=0.5)
        elif kind == "p":
            _para(pdf, block[1])
            pdf.ln(1.8)
        elif kind == "note":
            _note(pdf, block[1], block[2])
        elif kind in ("ul", "ol"):
            _list(pdf, block[1], numbered=kind == "ol")
        elif kind == "table":
            _table(pdf, *block[1:])
        elif kind == "toc":
            kit.contents(pdf, [(title, f"{toc.get(title, 0)}") for title, _ in CHAPTERS])
        else:  # pragma: no cover - content bug
            raise ValueError(f"unknown block {kind!r}")


def _render(toc: dict[str, int]) -> tuple[FPDF, dict[str, int]]:
    pdf = kit.new_document(
        Manual, margins=(20, 16, 20), bottom=18, title=f"{PRODUCT} - {MODELS} - Instruction manual",
        author=COMPANY, subject="Safety, setup, brewing, milk frothing, cleaning, descaling, "
                                "troubleshooting, specifications, support",
        script=Path(__file__).name, created=CREATED)

    pdf.add_page()
    pdf.ln(8)
    pdf.set_font("Helvetica", "B", 12)
    pdf.set_text_color(*ACCENT)
    pdf.cell(0, 7, kit.latin1(COMPANY.upper()), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "B", 26)
    pdf.cell(0, 13, "Crema Duo", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Helvetica", "", 14)
    pdf.cell(0, 8, kit.latin1(f"Espresso machine - {MODELS}"), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Helvetica", "I", 10)
    pdf.cell(0, 7, "Instruction manual - read all instructions before use", new_x=XPos.LMARGIN,
             new_y=YPos.NEXT)
    pdf.ln(6)
    _render_blocks(pdf, INTRO, toc)

    starts: dict[str, int] = {}
    for title, blocks in CHAPTERS:
        pdf.section = title
        pdf.add_page()
        starts[title] = pdf.page_no()
        kit.heading(pdf, title, 17, 9, colour=ACCENT, after=2)
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
