"""Text of the Brisa Duetto WD-8 / WD-10 washer-dryer user manual, as blocks of Pango markup for build.py."""

TITLE = "Brisa Duetto WD-8 / WD-10 Washer-Dryer - User Manual"
AUTHOR = "Brisa Home Appliances B.V."
SUBJECT = "Installation, use, care, troubleshooting, specifications, warranty and service contacts"
HEADER_LEFT = "Brisa Duetto Washer-Dryer  |  WD-8 / WD-10"
HEADER_RIGHT = "User Manual"
FOOTER_LEFT = "Document BR-UM-WD-0425  \u00b7  Revision C  \u00b7  April 2025"

BLOCKS = [
    ("cover", {
        "title": "Duetto Washer-Dryer",
        "subtitle": "User Manual  \u00b7  Models WD-8 and WD-10",
        "lines": [
            "<b>Models covered:</b> Duetto WD-8 (model code BWD8-14W) and Duetto WD-10 (model codes BWD10-16W "
            "white and BWD10-16G graphite).",
            "Read this manual completely before installing and using the appliance, and keep it for future "
            "reference. If you pass the appliance on, hand the manual on with it.",
        ],
        "toc": [
            ("1", "Safety information"),
            ("2", "Installation"),
            ("3", "Control panel"),
            ("4", "Washing programmes"),
            ("5", "Drying"),
            ("6", "Detergent and dosing"),
            ("7", "Cleaning and maintenance"),
            ("8", "Troubleshooting and error codes"),
            ("9", "Technical specifications and accessories"),
            ("10", "Warranty"),
            ("11", "Customer service contacts"),
        ],
        "box": "<b>Register your appliance.</b> Register online at <b>brisa-home.eu/register</b> within 60 days of "
               "purchase and your manufacturer's guarantee is extended from 2 to 3 years at no cost. You will "
               "need the model code and the 12-digit serial number from the rating plate on the inside of the "
               "door frame.",
        "imprint": "Brisa Home Appliances B.V.  \u00b7  Havenkade 41, 3024 ED Rotterdam, The Netherlands  \u00b7  "
                   "Chamber of Commerce 70318452  \u00b7  Document BR-UM-WD-0425, Revision C, April 2025. "
                   "Specifications are subject to change without notice. Illustrations in this manual may differ "
                   "from your appliance.",
    }),

    # ------------------------------------------------------------------ 1
    ("h1", "1  Safety information"),
    ("p", "Please read the following warnings before you install or use the appliance. Brisa Home Appliances is "
          "not liable for injury or damage caused by incorrect installation or use."),
    ("h2", "1.1  Children and vulnerable people"),
    ("bullets", [
        "This appliance can be used by children aged <b>8 years and above</b> and by persons with reduced "
        "physical, sensory or mental capabilities only if they are supervised or have been instructed in its "
        "safe use and understand the hazards involved.",
        "Children under 3 years must be kept away from the appliance unless continuously supervised.",
        "Children shall not play with the appliance. Cleaning and user maintenance shall not be done by "
        "children without supervision.",
        "Keep detergents and SmartDose refill bottles out of the reach of children. Switch on the child lock "
        "(see section 3.3) if children live in the household.",
    ]),
    ("h2", "1.2  General safety"),
    ("p", "To reduce the risk of fire, electric shock or injury, observe the following:"),
    ("bullets", [
        "Connect the appliance only to an earthed socket. Do not use extension leads, multi-socket adapters or "
        "timer plugs.",
        "Never pull the power cord to unplug the appliance; hold the plug.",
        "The door glass can become very hot during washing at 60 \u00b0C or more and during drying. Do not "
        "touch it while a programme is running.",
        "Do not open the detergent drawer while the appliance is taking in water.",
        "Do not climb or sit on the appliance, and do not place heavy objects on the top panel.",
        "Install the appliance indoors in a room where the temperature stays between <b>5 \u00b0C and "
        "35 \u00b0C</b>. Frost can damage the pump and hoses.",
    ]),
    ("h2", "1.3  Tumble drying safety"),
    ("p", "Drying creates heat. Items that are not suitable for tumble drying can catch fire:"),
    ("bullets", [
        "Do not dry items that have been cleaned or soaked with petrol, solvents, acetone, paint or wax, or "
        "items stained with cooking oil, even after washing.",
        "Do not dry foam rubber (latex foam), shower caps, waterproof textiles, rubber-backed mats or "
        "garments padded with foam.",
        "Never stop the appliance before the end of the drying cycle unless you remove all items quickly and "
        "spread them out. The last <b>12 minutes</b> of every drying cycle are a cool-down phase without heat.",
        "Empty all pockets: lighters and matches must never go into the drum.",
    ]),
    ("note", "WARNING - damaged power cord",
     "If the power cord is damaged it must be replaced by Brisa Service, an authorised service agent or a "
     "similarly qualified person, to avoid a hazard. Do not use the appliance with a damaged cord or plug.",
     "warning"),

    # ------------------------------------------------------------------ 2
    ("h1", "2  Installation"),
    ("h2", "2.1  What is in the box"),
    ("p", "Check the contents before you start. Report missing or damaged parts within 7 days of delivery:"),
    ("bullets", [
        "Cold-water inlet hose, 1.5 m, with 3/4-inch threaded connectors",
        "Drain hose guide (U-bend) and cable tie",
        "Transit bolt hole covers: 3 on the WD-8, 4 on the WD-10",
        "Spanner for the transit bolts and levelling feet",
        "Liquid detergent insert (WD-8 only; the WD-10 uses the SmartDose tanks or the main compartment)",
        "This user manual and the energy label",
    ]),
    ("h2", "2.2  Removing the transit bolts"),
    ("p", "The drum is held in place for transport by bolts at the back of the appliance. The WD-8 has "
          "<b>three</b> transit bolts and the WD-10 has <b>four</b>. They must be removed before first use:"),
    ("steps", [
        "Unplug the appliance and move it close to its final position.",
        "Loosen each transit bolt by turning it anticlockwise with the supplied spanner until it turns freely.",
        "Pull the bolts out straight, together with their rubber spacers and plastic sleeves.",
        "Press the hole covers into the open holes.",
        "Keep the bolts in a safe place. Refit them before you move house: damage caused by moving the "
        "appliance without transit bolts is not covered by the warranty.",
    ]),
    ("h2", "2.3  Levelling"),
    ("p", "Adjust the four feet so that the appliance stands level and firm; a bubble level on the top panel "
          "must not show a tilt of more than 2\u00b0. Each foot can be raised by up to 15 mm. When level, "
          "tighten the lock nuts against the cabinet. Do not put the appliance on a carpet, a platform or "
          "wooden blocks; for a raised position use the Brisa pedestal (section 9.2)."),
    ("h2", "2.4  Water supply and drainage"),
    ("bullets", [
        "Connect to the <b>cold water</b> supply only. Water pressure: 0.05 to 1.0 MPa (0.5 to 10 bar).",
        "Use the new hose supplied. Do not reuse old hoses. A 2.5 m inlet hose is sold as an accessory.",
        "The end of the drain hose must be between <b>60 cm and 100 cm</b> above the floor. A standpipe must "
        "have an inside diameter of at least 40 mm.",
        "Do not push the drain hose more than 15 cm into the standpipe and never submerge its end in water.",
    ]),
    ("h2", "2.5  Electrical connection and built-in installation"),
    ("p", "The appliance needs a 220-240 V, 50 Hz supply with an earthed socket protected by a 10 A fuse "
          "(WD-8) or a 16 A fuse (WD-10). Place the appliance so that the plug remains accessible. When "
          "installing under a worktop, leave a gap of at least 10 mm at each side and at the back and 20 mm "
          "above the top panel. The top panel must not be removed. The appliance cannot be stacked: no other "
          "appliance may be placed on top of it."),

    # ------------------------------------------------------------------ 3
    ("h1", "3  Control panel"),
    ("p", "All programmes are chosen with the selector knob; options are added with the buttons below the "
          "display before you press Start/Pause. The display shows the remaining time in hours and minutes."),
    ("table", {
        "caption": "Table 1 - Controls and options",
        "widths": [1.4, 4.2, 1.5],
        "header": ["Control", "What it does", "Models"],
        "rows": [
            ["Selector knob", "Turns the appliance on and chooses a programme. Turn to OFF to switch off.",
             "Both"],
            ["Temp", "Changes the wash temperature in steps: cold, 20, 30, 40, 60, 90 \u00b0C (within the "
                     "range allowed for the programme).", "Both"],
            ["Spin", "Lowers the spin speed or selects No spin. Maximum 1400 rpm (WD-8) or 1600 rpm (WD-10).",
             "Both"],
            ["Dry", "Adds a drying cycle after the wash: Cupboard dry, Iron dry, Extra dry or a time.", "Both"],
            ["Delay", "Delays the end of the programme by 1 to 24 hours, in 1-hour steps.", "Both"],
            ["Extra Rinse", "Adds one extra rinse, recommended for sensitive skin and in soft-water areas.",
             "Both"],
            ["Steam", "Adds a 20-minute steam phase to reduce creases and odours (Cotton, Mix, Shirts).",
             "WD-10 only"],
            ["SmartDose", "Switches automatic dosing of detergent and softener on or off.", "WD-10 only"],
            ["Start/Pause", "Starts, pauses or resumes the selected programme.", "Both"],
        ],
    }),
    ("h2", "3.1  Adding laundry after the start"),
    ("p", "Press Start/Pause. The door unlocks after about 2 minutes if the water level is below the door opening "
          "and the water temperature is below 45 \u00b0C. If the door stays locked, the programme is too far "
          "advanced to add items. Close the door and press Start/Pause again to continue."),
    ("h2", "3.2  Cancelling a programme"),
    ("p", "Hold Start/Pause for 3 seconds. The appliance drains the water (this takes up to 3 minutes) and "
          "unlocks the door. Turning the selector knob to OFF does not drain the water."),
    ("h2", "3.3  Child lock and sound"),
    ("steps", [
        "To switch the child lock on or off, press and hold <b>Extra Rinse and Delay together for 3 seconds</b>. "
        "The display shows \"Lc\" when a locked button is pressed.",
        "To switch the end-of-programme signal off or on, hold <b>Spin for 5 seconds</b>. Error alarms always "
        "sound.",
    ]),
    ("h2", "3.4  Standby"),
    ("p", "If no button is pressed for 10 minutes before a programme starts, or 5 minutes after it has ended, "
          "the display switches off to save energy (off-mode power 0.3 W). Press any button to wake it."),

    # ------------------------------------------------------------------ 4
    ("h1", "4  Washing programmes"),
    ("p", "Table 2 lists every programme with the maximum dry-laundry load for each model. Do not exceed the "
          "load: an overloaded drum washes poorly and causes unbalance. The spin speed can be lowered but not "
          "raised above the value in the table."),
    ("table", {
        "caption": "Table 2 - Programme table",
        "widths": [2.3, 1.05, 1.05, 1.0, 1.45, 1.05, 1.05, 1.05],
        "align": ["left", "center", "center", "center", "center", "center", "center", "center"],
        "grid": True,
        "size": 8.2,
        "header": ["Programme", "Max load WD-8", "Max load WD-10", "Default temp.", "Temp. range",
                   "Duration\u00b9 (h:mm)", "Max spin WD-8", "Max spin WD-10"],
        "rows": [
            ["Cotton", "8 kg", "10 kg", "40 \u00b0C", "cold - 90 \u00b0C", "3:35", "1400", "1600"],
            ["Eco 40-60\u00b2", "8 kg", "10 kg", "-", "fixed", "3:59", "1400", "1600"],
            ["Synthetics", "4 kg", "5 kg", "40 \u00b0C", "cold - 60 \u00b0C", "2:15", "1200", "1200"],
            ["Mix", "4 kg", "5 kg", "40 \u00b0C", "cold - 60 \u00b0C", "1:40", "1200", "1400"],
            ["Wool / Hand wash", "2 kg", "2.5 kg", "30 \u00b0C", "cold - 40 \u00b0C", "1:05", "800", "800"],
            ["Delicates", "2 kg", "2.5 kg", "30 \u00b0C", "cold - 40 \u00b0C", "0:55", "600", "800"],
            ["Quick 15'", "2 kg", "2 kg", "20 \u00b0C", "cold - 40 \u00b0C", "0:15", "800", "800"],
            ["Quick 44'", "4 kg", "5 kg", "40 \u00b0C", "cold - 40 \u00b0C", "0:44", "1200", "1400"],
            ["Bedding / Duvet\u00b3", "2.5 kg", "3 kg", "40 \u00b0C", "cold - 60 \u00b0C", "1:50", "800",
             "1000"],
            ["Baby Care", "4 kg", "5 kg", "60 \u00b0C", "40 - 90 \u00b0C", "2:40", "1200", "1400"],
            ["Sportswear", "3 kg", "4 kg", "30 \u00b0C", "cold - 40 \u00b0C", "1:15", "800", "800"],
            ["Shirts", "2 kg", "3 kg", "40 \u00b0C", "cold - 60 \u00b0C", "1:25", "800", "800"],
            ["Allergy Steam\u2074", "-", "5 kg", "60 \u00b0C", "fixed", "3:10", "-", "1400"],
            ["Wash &amp; Dry 59'", "1 kg", "1 kg", "30 \u00b0C", "cold - 40 \u00b0C", "0:59", "1000", "1000"],
            ["Rinse + Spin", "8 kg", "10 kg", "-", "-", "0:22", "1400", "1600"],
            ["Drain + Spin", "8 kg", "10 kg", "-", "-", "0:12", "1400", "1600"],
            ["Drum Clean\u2075", "no load", "no load", "90 \u00b0C", "fixed", "1:35", "800", "800"],
        ],
        "notes": [
            "\u00b9 Duration at the default temperature with a full load and the maximum spin speed. Actual "
            "times vary with the load, water temperature and options; the display adjusts the remaining time "
            "during the programme.",
            "\u00b2 Eco 40-60 cleans normally soiled cotton laundry declared washable at 40 \u00b0C or 60 \u00b0C, "
            "together in the same cycle. It is the programme used for the energy label and the most efficient "
            "in energy and water use. The temperature cannot be selected.",
            "\u00b3 One synthetic-filled duvet (single or double). Feather and down duvets are not suitable for "
            "machine washing in this appliance.",
            "\u2074 WD-10 only. Steam and a 60 \u00b0C main wash reduce allergens such as house-dust mites and "
            "pollen.",
            "\u2075 Run with an empty drum. See section 7.3.",
        ],
    }),
    ("h2", "4.1  Choosing the right programme"),
    ("bullets", [
        "Lightly soiled everyday clothes: Quick 44' or Mix. Quick 15' is for refreshing a few lightly worn "
        "items only and should be used with no more than 20 ml of detergent.",
        "Follow the care label. Items marked with a hand in a tub can be washed on Wool / Hand wash.",
        "Wash dark and coloured items separately from white items the first few times.",
    ]),

    # ------------------------------------------------------------------ 5
    ("h1", "5  Drying"),
    ("p", "Both models dry with a water-cooled condenser; no venting hose is needed. The condenser uses cold "
          "water during drying (see the specifications in section 9). You can dry straight after a wash "
          "(press Dry before Start) or run a drying-only cycle on washed, spun laundry."),
    ("h2", "5.1  Drying loads and times"),
    ("p", "The drying load is smaller than the washing load. If you wash a full load and want to dry it, remove "
          "items until the drum holds no more than the drying load in Table 3."),
    ("table", {
        "caption": "Table 3 - Drying",
        "widths": [1.6, 1.4, 1.2, 1.2, 1.5, 1.5],
        "align": ["left", "left", "center", "center", "center", "center"],
        "header": ["Fabric", "Dry level", "Max load WD-8", "Max load WD-10", "Approx. time WD-8",
                   "Approx. time WD-10"],
        "rows": [
            ["Cotton", "Cupboard dry", "5 kg", "6 kg", "3:20", "3:45"],
            ["Cotton", "Iron dry", "5 kg", "6 kg", "2:45", "3:05"],
            ["Cotton", "Extra dry", "5 kg", "6 kg", "3:50", "4:15"],
            ["Synthetics / Mix", "Cupboard dry", "2.5 kg", "3 kg", "1:55", "2:10"],
            ["Synthetics / Mix", "Iron dry", "2.5 kg", "3 kg", "1:30", "1:45"],
            ["Timed drying", "Set time", "5 kg", "6 kg", "30 - 180 min", "30 - 240 min"],
        ],
        "notes": ["Times include the 12-minute cool-down phase and are measured with laundry spun at 1400 rpm "
                  "(WD-8) or 1600 rpm (WD-10). Wool, silk, Delicates and Sportswear loads cannot be dried with "
                  "heat; the Dry button is not available on those programmes."],
    }),
    ("h2", "5.2  Tips for drying"),
    ("bullets", [
        "Timed drying is set in 10-minute steps. Use it for small loads of up to 1 kg or to finish items that "
        "are still damp.",
        "Sort by fabric and weight; large items such as sheets dry more evenly when dried on their own.",
        "Check the care label: do not dry items marked with a crossed-out square with a circle in it.",
        "If laundry is still damp after Cupboard dry, the load was probably too big or spun at a low speed.",
    ]),

    # ------------------------------------------------------------------ 6
    ("h1", "6  Detergent and dosing"),
    ("h2", "6.1  The detergent drawer"),
    ("p", "Pull the drawer out fully. It has three compartments:"),
    ("bullets", [
        "<b>I - Prewash:</b> powder detergent for the prewash (only when the Prewash option of the programme "
        "is used).",
        "<b>II - Main wash:</b> powder or liquid detergent, stain remover, water softener.",
        "<b>Flower symbol - Softener:</b> fabric conditioner or starch. Never fill above the MAX mark. Dilute "
        "thick conditioners with the same amount of water.",
    ]),
    ("p", "On the WD-8, liquid detergent goes into compartment II with the liquid insert fitted. Do not use "
          "liquid detergent with Delay (over 3 hours) or with Prewash; use powder instead. Detergent capsules "
          "and pods go directly into the drum, behind the laundry, never into the drawer."),
    ("h2", "6.2  SmartDose automatic dosing (WD-10 only)"),
    ("p", "The WD-10 has two SmartDose tanks behind the drawer: one for liquid detergent (1.3 litres) and one "
          "for liquid softener. A full detergent tank lasts about 20 washes. When SmartDose is on, the "
          "appliance measures the load and doses automatically. The display shows \"E20\" when the detergent "
          "tank is almost empty."),
    ("steps", [
        "Pull out the drawer and lift the tank lid marked with the detergent symbol.",
        "Fill with liquid detergent up to the MAX line. Do not use powder, gel capsules or bleach in the tanks.",
        "Close the lid firmly and push the drawer back in.",
        "When changing to a different brand, run one Rinse + Spin with SmartDose on to flush the tubes.",
    ]),
    ("h2", "6.3  How much detergent"),
    ("p", "The amount depends on the water hardness (ask your water company) and how dirty the laundry is. The "
          "quantities in Table 4 are for powder or liquid standard detergent and a full load on the WD-8. For "
          "the WD-10 add 10 ml; for half loads or less use two thirds of the amount."),
    ("table", {
        "caption": "Table 4 - Detergent dose (ml, full WD-8 load)",
        "widths": [2.0, 1.3, 1.3, 1.3, 1.3],
        "align": ["left", "center", "center", "center", "center"],
        "header": ["Water hardness", "\u00b0dH", "Light soiling", "Normal soiling", "Heavy soiling"],
        "rows": [
            ["Soft", "0 - 7", "35 ml", "50 ml", "65 ml"],
            ["Medium", "7 - 14", "45 ml", "65 ml", "80 ml"],
            ["Hard", "over 14", "55 ml", "75 ml", "95 ml"],
        ],
        "notes": ["Too much detergent causes foam and poor rinsing (display \"Fo\", see section 8). For "
                  "concentrated or compact detergents follow the dose on the pack."],
    }),

    # ------------------------------------------------------------------ 7
    ("break",),
    ("h1", "7  Cleaning and maintenance"),
    ("p", "Regular care keeps the appliance hygienic and prevents faults. Always unplug the appliance before "
          "cleaning. Do not use solvents, abrasive cleaners or a pressure washer."),
    ("table", {
        "caption": "Table 5 - Maintenance schedule",
        "widths": [2.6, 2.3, 1.0],
        "header": ["Task", "How often", "Section"],
        "rows": [
            ["Wipe the door seal and glass, leave the door ajar", "After every wash", "7.4"],
            ["Clean the detergent drawer", "Once a month", "7.4"],
            ["Clean the drain pump filter", "Every 3 months, or when E03 is shown", "7.1"],
            ["Clean the inlet hose filters", "Every 6 months, or when E02 is shown", "7.2"],
            ["Run Drum Clean", "Every 40 washes (display shows \"CL\")", "7.3"],
            ["Clean the lint filter (WD-10)", "After every 5 drying cycles", "7.5"],
            ["Descale (hard water over 14 \u00b0dH)", "Every 6 months", "7.3"],
            ["Check the inlet hose for cracks and bulges", "Once a year", "-"],
        ],
    }),
    ("h2", "7.1  Cleaning the drain pump filter"),
    ("p", "The drain pump filter catches coins, buttons and fluff. The service flap is at the bottom right of "
          "the front panel on the WD-8 and at the bottom left on the WD-10."),
    ("steps", [
        "Switch off, unplug and wait until the water has cooled down (after a hot wash, at least 2 hours).",
        "Open the service flap with a coin. Place a shallow tray and towels in front; up to 3 litres of water "
        "can come out.",
        "Pull out the emergency drain tube, remove its plug and let the water run into the tray. Refit the plug.",
        "Turn the filter slowly anticlockwise and pull it out.",
        "Remove fluff and objects and rinse the filter under the tap. Check that the pump impeller turns freely.",
        "Screw the filter back in clockwise until it stops, with the handle vertical, and close the flap.",
    ]),
    ("h2", "7.2  Cleaning the inlet hose filters"),
    ("p", "Turn off the tap and unscrew the inlet hose at both ends. Pull the mesh filter out of the valve at the "
          "back of the appliance with flat-nose pliers and the one in the hose end, rinse both, refit them and "
          "check for leaks with the tap open."),
    ("h2", "7.3  Drum Clean and descaling"),
    ("p", "After 40 washes the display shows \"CL\" at the end of a programme. Remove all laundry, put 100 g of "
          "Brisa DescalePro (or 100 ml of a washing-machine cleaner) into compartment II and run Drum Clean. To "
          "dismiss the reminder without cleaning, hold Start/Pause for 3 seconds while \"CL\" is shown; it "
          "returns after 10 more washes. In hard-water areas also run Drum Clean with DescalePro every 6 months."),
    ("h2", "7.4  Door seal and drawer"),
    ("p", "Wipe the seal fold with a dry cloth after each wash and leave the door and drawer ajar so the drum can "
          "air. Once a month press the release tab in the softener compartment, pull the drawer out and wash it "
          "in warm water with a soft brush. The drawer is not dishwasher-safe."),
    ("h2", "7.5  Lint filter (WD-10 only)"),
    ("p", "The WD-10 collects fluff from drying in a lint filter behind the door seal, at the top of the door "
          "opening. Pull it out upwards, remove the fluff by hand, rinse it and refit it until it clicks. The "
          "WD-8 has no user-cleanable lint filter: fluff is rinsed away automatically during each drying cycle."),
    ("note", "Note - frost and holidays",
     "If you go away for more than 2 weeks, turn off the water tap and unplug the appliance. If the appliance "
     "stands in a room where the temperature can fall below 0 \u00b0C, drain the pump filter and the inlet hose "
     "after each use (section 7.1)."),

    # ------------------------------------------------------------------ 8
    ("h1", "8  Troubleshooting and error codes"),
    ("p", "If a fault occurs, the programme stops, an alarm sounds and the display shows a code. Many faults can "
          "be fixed without a service visit. Before you call us, work through the steps in Table 6. To restart "
          "after fixing the cause, turn the selector knob to OFF, wait 10 seconds and select the programme again."),
    ("table", {
        "caption": "Table 6 - Error codes",
        "widths": [0.8, 2.3, 4.2],
        "header": ["Code", "Meaning", "What to do"],
        "rows": [
            ["E01", "Door not locked", "Push the door firmly until it clicks; check that no clothing is caught "
                                        "in the seal. Restart. If E01 returns, call Brisa Service."],
            ["E02", "No water, or water inlet too slow (not filled within 10 minutes)",
             "Check the tap is fully open and the inlet hose is not kinked or frozen. Clean the inlet hose "
             "filters (7.2). Water pressure may be too low."],
            ["E03", "Water not drained within 8 minutes",
             "Clean the drain pump filter (7.1). Check that the drain hose is not kinked or blocked and that "
             "its end is no higher than 100 cm."],
            ["E04", "Overflow: water level too high",
             "Turn off the tap, unplug the appliance and call Brisa Service. The pump keeps draining while "
             "E04 is shown."],
            ["E05", "Water not heating",
             "Restart the programme. If E05 returns, you can still wash at \"cold\" until the repair; call "
             "Brisa Service."],
            ["E06", "Motor fault",
             "Unplug for 1 minute and restart with a smaller load. If E06 returns, call Brisa Service."],
            ["E07", "Water level sensor fault", "Unplug for 1 minute and restart. If E07 returns, call Brisa "
                                                 "Service."],
            ["E08", "Mains voltage too low (below 190 V) or too high (above 260 V)",
             "No action needed: the programme continues automatically when the voltage is back to normal. If "
             "E08 is shown often, have your wiring checked by an electrician."],
            ["E09", "Communication error between the control boards", "Unplug for 1 minute and restart. If E09 "
                                                                       "returns, call Brisa Service."],
            ["E10", "Temperature sensor fault", "Call Brisa Service. Washing at \"cold\" is still possible."],
            ["E12", "Drying heater fault", "Washing works normally; drying is blocked until the repair. Call "
                                           "Brisa Service."],
            ["E13", "Drying fan fault", "Check that the lint filter (WD-10) is clean, then restart. If E13 "
                                        "returns, call Brisa Service."],
            ["E14", "No condenser water during drying", "Check the tap is open. Clean the inlet hose filters "
                                                         "(7.2)."],
            ["E20", "SmartDose detergent tank nearly empty (WD-10)", "Refill the tank (6.2). About 2 washes "
                                                                     "remain when E20 first appears."],
            ["Fo", "Too much foam", "Not a fault. The appliance adds rinses automatically. Use less "
                                    "detergent next time (Table 4)."],
            ["Ub", "Unbalanced load; spin reduced or skipped", "Redistribute the laundry. Add a few items to "
                                                               "small loads of heavy items such as a single "
                                                               "bath mat or jeans."],
            ["CL", "Drum Clean reminder", "Not a fault. Run Drum Clean (7.3)."],
            ["Lc", "Child lock is on", "Hold Extra Rinse and Delay for 3 seconds."],
        ],
        "notes": ["If a code not listed in this table is shown, note it down, unplug the appliance for 1 minute "
                  "and restart. If it appears again, contact Brisa Service with the code, the model code and the "
                  "serial number."],
    }),
    ("h2", "8.1  Problems without an error code"),
    ("p", "Some problems do not show a code. Check the following first:"),
    ("bullets", [
        "<b>Heavy vibration or noise during spin:</b> the transit bolts have not been removed (2.2), or the "
        "appliance is not level (2.3). Anti-vibration pads are available as an accessory.",
        "<b>Water on the floor:</b> check the inlet hose connections, the pump filter (turned fully "
        "clockwise?) and the drawer; too much detergent can push foam out of the drawer.",
        "<b>The appliance does not start:</b> check the plug and fuse, that the door is closed, that Delay is "
        "not set and that Start/Pause has been pressed.",
        "<b>Grey marks or residue on laundry:</b> too little detergent or an overloaded drum; run Drum Clean.",
        "<b>Laundry not dry:</b> see 5.2. On the WD-10 clean the lint filter.",
    ]),

    # ------------------------------------------------------------------ 9
    ("h1", "9  Technical specifications and accessories"),
    ("h2", "9.1  Specifications"),
    ("table", {
        "caption": "Table 7 - Technical data",
        "widths": [2.8, 1.8, 1.8],
        "header": ["", "Duetto WD-8", "Duetto WD-10"],
        "rows": [
            ["Model code", "BWD8-14W", "BWD10-16W / BWD10-16G"],
            ["Colour", "White", "White or Graphite"],
            ["Washing capacity / drying capacity", "8 kg / 5 kg", "10 kg / 6 kg"],
            ["Maximum spin speed", "1400 rpm", "1600 rpm"],
            ["Dimensions H x W x D", "850 x 600 x 565 mm", "850 x 600 x 615 mm"],
            ["Depth with door open", "1050 mm", "1105 mm"],
            ["Net weight", "68 kg", "77 kg"],
            ["Motor", "Inverter, belt drive", "Inverter, direct drive"],
            ["Energy class, washing and drying cycle", "E", "D"],
            ["Energy class, washing cycle", "A", "A"],
            ["Energy per 100 cycles, washing and drying", "298 kWh", "356 kWh"],
            ["Energy per 100 cycles, washing only", "52 kWh", "58 kWh"],
            ["Water per cycle, washing and drying", "84 litres", "99 litres"],
            ["Water per cycle, Eco 40-60", "48 litres", "55 litres"],
            ["Noise, spin (class)", "74 dB(A) (B)", "71 dB(A) (A)"],
            ["Rated power", "2100 W", "2300 W"],
            ["Fuse", "10 A", "16 A"],
            ["Off-mode power", "0.3 W", "0.3 W"],
            ["Water pressure", "0.05 - 1.0 MPa", "0.05 - 1.0 MPa"],
        ],
        "notes": ["Measured to EU Regulation 2019/2014 with the Eco 40-60 programme. Values in everyday use can "
                  "differ. The product information sheet is available from the EPREL database (scan the QR "
                  "code on the energy label)."],
    }),
    ("h2", "9.2  Accessories and spare parts"),
    ("p", "Original accessories and spare parts can be ordered at <b>shop.brisa-home.eu</b> or from the spare "
          "parts team (section 11). Functional spare parts are available for at least 10 years after the last "
          "unit of a model is placed on the market. Delivery takes 3-5 working days and is free for orders over "
          "\u20ac50; below that the delivery charge is \u20ac5.95."),
    ("table", {
        "caption": "Table 8 - Accessories and spare parts (prices incl. VAT)",
        "widths": [3.0, 1.4, 1.1, 1.1],
        "align": ["left", "left", "right", "right"],
        "header": ["Item", "Part no.", "EUR", "GBP"],
        "rows": [
            ["Inlet hose, 2.5 m", "BR-IH25", "\u20ac19.90", "\u00a317.50"],
            ["Drain hose extension, 1.5 m", "BR-DH15", "\u20ac14.90", "\u00a312.90"],
            ["Pedestal with drawer, 40 cm high", "BR-PD40", "\u20ac129.00", "\u00a3115.00"],
            ["Anti-vibration pads, set of 4", "BR-AV4", "\u20ac24.50", "\u00a321.00"],
            ["DescalePro, 6 sachets of 100 g", "BR-DS6", "\u20ac16.90", "\u00a314.90"],
            ["Drain pump filter", "BR-PF01", "\u20ac11.50", "\u00a39.95"],
            ["Door seal, WD-8", "BR-GS8", "\u20ac39.00", "\u00a334.00"],
            ["Door seal, WD-10", "BR-GS10", "\u20ac45.00", "\u00a339.00"],
            ["Lint filter, WD-10", "BR-LF10", "\u20ac8.90", "\u00a37.90"],
        ],
    }),

    # ------------------------------------------------------------------ 10
    ("h1", "10  Warranty"),
    ("h2", "10.1  Manufacturer's guarantee"),
    ("p", "Brisa Home Appliances B.V. guarantees the appliance against defects in materials and manufacture for "
          "<b>2 years</b> from the date of delivery, parts and labour included, when used in a private household "
          "in one of the countries listed in section 11. Registering within 60 days of purchase extends this "
          "guarantee to 3 years.\u2020",
     "\u2020 This guarantee is given in addition to your statutory rights as a consumer, which it does not "
     "affect. In the United Kingdom it is given by Brisa Home Appliances UK Ltd, Unit 7, Calder Park, "
     "Wakefield WF2 7AW."),
    ("h3", "Motor guarantee"),
    ("p", "The inverter motor is guaranteed for <b>10 years on the WD-10</b> and <b>5 years on the WD-8</b> from "
          "the date of delivery. After the first 2 (or 3) years this covers the motor part only; labour and the "
          "engineer visit are charged at the out-of-warranty rates in 10.4."),
    ("h2", "10.2  Brisa CarePlan extended cover"),
    ("p", "CarePlan extends full parts-and-labour cover. It must be bought within 12 months of the delivery "
          "date, at shop.brisa-home.eu/careplan or by phone. CarePlan 3 costs \u20ac89 and covers the appliance "
          "until 3 years from delivery; CarePlan 5 costs \u20ac149 and covers it until 5 years from delivery. "
          "CarePlan can be cancelled within 30 days for a full refund. It is not transferable to a new owner."),
    ("h2", "10.3  What is not covered"),
    ("p", "The guarantee and CarePlan do not cover:"),
    ("bullets", [
        "Damage from transport without transit bolts, incorrect installation, or use contrary to this manual.",
        "Commercial or shared use, for example in launderettes, hair or beauty salons, holiday lets and shared "
        "laundry rooms.",
        "Consumable and wearing parts: filters, hoses, the detergent drawer, the door seal after the first "
        "6 months, and light bulbs.",
        "Cosmetic damage (dents, scratches) not reported within 7 days of delivery.",
        "Damage caused by frost, limescale, foreign objects (coins, underwire) or repairs by anyone other "
        "than Brisa Service or an authorised agent.",
    ]),
    ("h2", "10.4  Costs outside the guarantee"),
    ("p", "If an engineer visits under the guarantee and finds no manufacturing fault, or a fault that is not "
          "covered, a call-out fee of <b>\u20ac75</b> (United Kingdom: <b>\u00a365</b>) is charged. Outside the "
          "guarantee, Brisa offers a fixed-price repair of <b>\u20ac139</b> (United Kingdom: <b>\u00a3119</b>) "
          "including labour and parts, except the drum and the motor, which are quoted separately. Every repair "
          "is guaranteed for 90 days. Engineers visit within 3 working days on the mainland and within 5 working "
          "days on islands."),

    ("h2", "10.5  How to make a claim"),
    ("p", "To report a fault under the guarantee or CarePlan:"),
    ("steps", [
        "Check Table 6 and section 8.1 first: many faults can be fixed without an engineer.",
        "Book a repair online at brisa-home.eu/repair or call Brisa Service in your country (Table 9).",
        "Give the model code, the serial number, the date of delivery and any code shown on the display.",
        "Keep your proof of purchase (receipt or invoice) ready for the engineer. Without it, the guarantee "
        "period is counted from the date of manufacture coded in the serial number.",
        "Make sure the appliance can be reached. Engineers do not remove worktops or kitchen plinths; please do "
        "this before the visit.",
    ]),
    ("h2", "10.6  Replacement appliance"),
    ("p", "If the same fault cannot be repaired after three repair attempts within the first 12 months, Brisa "
          "replaces the appliance with the same or an equivalent model free of charge. The replacement continues "
          "the remaining guarantee of the original appliance; it does not start a new guarantee period."),
    ("small", "CarePlan prices include VAT and are valid from 1 April 2025. Full CarePlan terms: "
              "brisa-home.eu/careplan-terms. Brisa Home Appliances B.V. is registered in Rotterdam under Chamber "
              "of Commerce number 70318452."),

    # ------------------------------------------------------------------ 11
    ("break",),
    ("h1", "11  Customer service contacts"),
    ("p", "Before you call, have ready the model code, the 12-digit serial number (rating plate on the inside of "
          "the door frame) and your proof of purchase. Opening hours are local time; all lines are closed on "
          "public holidays."),
    ("table", {
        "caption": "Table 9 - Brisa Service by country",
        "widths": [1.4, 1.7, 2.6, 2.5],
        "header": ["Country", "Phone", "Opening hours", "E-mail"],
        "rows": [
            ["Netherlands", "088 274 7200", "Mon-Fri 08:00-20:00, Sat 09:00-17:00", "service.nl@brisa-home.eu"],
            ["Belgium", "02 808 41 90", "Mon-Fri 08:30-18:00", "service.be@brisa-home.eu"],
            ["Germany", "0800 183 4420 (free)", "Mon-Fri 08:00-19:00, Sat 09:00-14:00",
             "service.de@brisa-home.eu"],
            ["Austria", "0800 221 370 (free)", "Mon-Fri 08:00-18:00", "service.at@brisa-home.eu"],
            ["United Kingdom", "0330 808 1473", "Mon-Fri 08:00-20:00, Sat 09:00-16:00, Sun 10:00-16:00",
             "service@brisa-home.co.uk"],
            ["Ireland", "01 526 9810", "Mon-Fri 09:00-17:30", "service.ie@brisa-home.eu"],
            ["Spain", "910 47 38 22", "Mon-Fri 09:00-19:00", "servicio.es@brisa-home.eu"],
            ["Portugal", "21 154 6370", "Mon-Fri 09:00-18:00", "assistencia.pt@brisa-home.eu"],
        ],
        "notes": ["Calls to 0330 numbers cost the same as calls to UK landlines and are included in most "
                  "mobile bundles. Calls from abroad are charged at international rates."],
    }),
    ("h2", "11.1  Other ways to reach us"),
    ("bullets", [
        "Live chat at brisa-home.eu: Monday to Friday 08:00-22:00 CET (English, Dutch and German).",
        "Spare parts and accessories: parts@brisa-home.eu, answered within 2 working days.",
        "Book a repair online 24 hours a day at brisa-home.eu/repair (all countries in Table 9).",
        "Post: Brisa Home Appliances B.V., Customer Service, Postbus 8812, 3009 AV Rotterdam, The Netherlands.",
    ]),
    ("note", "Note - disposal",
     "Do not dispose of the appliance with household waste. Take it to a collection point for electrical "
     "equipment. When Brisa or a partner retailer delivers a new appliance, the old one can be taken away on "
     "the same day if you book this when ordering; cut off the power cord and remove the door lock first."),
]
