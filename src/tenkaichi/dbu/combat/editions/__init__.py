"""What only one edition of the rules has, as an overlay on the default edition ``dbu-2``.

The overlay mechanism itself is :mod:`tenkaichi.dbu.combat.rules.edition`; each edition's data
is ``data/dbu/editions/<name>.yaml`` and its behaviour a package here.
"""
