from daifugo_gui.ui.main import main

raise SystemExit(main())
