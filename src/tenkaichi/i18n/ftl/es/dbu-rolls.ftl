## The parts of a DBU roll, each with its sign: " + Force 4", " - Guard Down 2". The label is a
## game term (terms.ftl), translated on its own.

dbu-roll-part-plus = {" "}+ { $label } { $value }
dbu-roll-part-minus = {" "}- { $label } { $value }
